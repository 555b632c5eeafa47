import { describe, expect, it } from 'vitest';
import { mainButtonLabel } from './ClaimButton';

const base = { walletLoading: false, collecting: false, connected: false, cardCount: 0 };

describe('the landing main button', () => {
  it('checks its five states in the spec’s order', () => {
    expect(mainButtonLabel({ ...base, walletLoading: true, collecting: true, connected: true, cardCount: 3 })).toBe('Connecting...');
    expect(mainButtonLabel({ ...base, collecting: true, connected: true, cardCount: 3 })).toBe('Collecting Card...');
    expect(mainButtonLabel({ ...base, connected: true, cardCount: 1 })).toBe('My Inventory');
    expect(mainButtonLabel({ ...base, connected: true })).toBe('Collect Reward Card');
    expect(mainButtonLabel(base)).toBe('Claim With Phantom');
  });
});
