/** A collector's public profile (docs/product-rules.md "Public profiles"). */
export const PROFILE_LIMITS = {
  /** The cards its owner chooses to show, at most. */
  cardsShown: 12,
} as const;

export const PROFILE_MESSAGES = {
  /** Said the same whether the account does not exist or keeps its profile private: nobody learns which. */
  notPublic: 'This profile is not public',
  tooManyCards: `Choose at most ${PROFILE_LIMITS.cardsShown} cards to show`,
  cardTwice: 'Each card is shown once',
  cardsNotHeld: 'Only cards you hold can be shown',
  madePublic: 'Anyone with the link sees your profile',
  madePrivate: 'Your profile is private again',
  cardsSaved: 'The cards your profile shows are saved',
} as const;
