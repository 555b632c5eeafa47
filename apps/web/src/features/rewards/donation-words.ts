import type { TDonationReceipt } from '@arcana/shared/schemas';
import { drawsText } from '@arcana/shared';

/** What a donation earned, in words: its draws, why none, or where it stands until the network and the rules have said. */
export function donationEarned({ status, draws, outcome }: Pick<TDonationReceipt, 'status' | 'draws' | 'outcome'>): string {
  if (status === 'submitted') return 'Waiting for the network';
  if (status !== 'confirmed') return 'Not sent';
  if (draws > 0) return drawsText(draws);
  return outcome ?? 'Being granted';
}
