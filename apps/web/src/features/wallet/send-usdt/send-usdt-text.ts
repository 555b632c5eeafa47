import { shortAddress } from '@arcana/shared';

export const SEND_USDT_TEXT = {
  declined: 'You declined the transfer in Phantom. Nothing was sent.',
  otherAccount: (linked: string) =>
    `Phantom is on another account. Switch it to ${shortAddress(linked)}, the wallet linked to your account.`,
  phantomFailed: (reason: string) => `Phantom could not send the transfer: ${reason}`,
} as const;
