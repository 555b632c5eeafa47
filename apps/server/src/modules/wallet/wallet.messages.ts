/** Why a wallet link was refused: each names what to do next, since the client shows the text as it is. */
export const WALLET_LINK_MESSAGES = {
  badMessage: 'The signed message is not a wallet link request',
  nonceMismatch: 'The nonce does not match the signed message',
  otherWallet: 'The signed message names another wallet',
  otherSite: 'This signature was made for another site',
  otherChain: 'This signature was made for another Solana network',
  expired: 'This signature has expired. Please sign again.',
  future: 'This signature is dated in the future. Check your clock and sign again.',
  badSignature: 'The signature does not match this wallet',
  notYourNonce: 'This signature was not requested by your account. Please sign again.',
  replayed: 'This signature has already been used. Please sign again.',
  taken: 'This wallet is already linked to another account',
} as const;
