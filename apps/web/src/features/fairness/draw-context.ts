import { eligibleAt, eligibleWithin, forgedVersion, HOUSE_ODDS_V1, oddsVersionHash, type DrawContext } from '@arcana/shared/draw';
import { ZOddsVersion, type TCard, type TPublishedVersion } from '@arcana/shared/schemas';

/** The house's first version's hash, worked out when a card first asks, not as a page loads. */
let houseV1Hash: string | undefined;

/**
 * The version a card names, when it is not the house's first (its cards verify with the catalogue
 * this page already has): read from the public version list.
 */
export const versionToRead = (card: Pick<TCard, 'fairness'> | undefined): string | undefined => {
  const hash = card?.fairness?.oddsVersionHash;
  return hash && hash !== (houseV1Hash ??= oddsVersionHash(HOUSE_ODDS_V1)) ? hash : undefined;
};

/** A version whose text does not hash to the name the card holds cannot be drawn from. */
export const VERSION_MISMATCH = 'The odds version served does not hash to the one this card names: it cannot be verified with it.';

/**
 * What a card was drawn from besides its seeds: the house's first version, or the published version
 * it names with the designs that had not run out by its draw and, for a card made at the Forge, that it
 * was drawn within (public data alone). Undefined while
 * that version is still on its way; a string saying why when it cannot serve.
 */
export function drawContextOf(
  card: Pick<TCard, 'fairness'> | undefined,
  published: TPublishedVersion | undefined,
): DrawContext | string | undefined {
  if (!versionToRead(card)) return { version: HOUSE_ODDS_V1 };
  if (!published) return undefined;
  const version = ZOddsVersion.parse(JSON.parse(published.canonical));
  if (oddsVersionHash(version) !== card!.fairness!.oddsVersionHash) return VERSION_MISMATCH;
  const { drawIndex, forged } = card!.fairness!;
  return { version: forgedVersion(version, forged), isEligible: eligibleWithin(forged, eligibleAt(published.exhaustions, drawIndex)) };
}
