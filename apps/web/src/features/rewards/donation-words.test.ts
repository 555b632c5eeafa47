import { describe, expect, it } from 'vitest';
import { donationEarned } from './donation-words';

describe('donationEarned', () => {
  it('says the draws, why none, or where the transfer stands', () => {
    expect(donationEarned({ status: 'confirmed', draws: 5, outcome: 'Granted 5' })).toBe('5 draws');
    expect(donationEarned({ status: 'confirmed', draws: 0, outcome: 'Below the first tier' })).toBe('Below the first tier');
    expect(donationEarned({ status: 'confirmed', draws: 0, outcome: null })).toBe('Being granted');
    expect(donationEarned({ status: 'submitted', draws: 0, outcome: null })).toBe('Waiting for the network');
    expect(donationEarned({ status: 'expired', draws: 0, outcome: null })).toBe('Not sent');
  });
});
