import { describe, expect, it } from 'vitest';
import { NO_CAPS } from '@arcana/shared/schemas';
import { capsText, conditionText, durationText, rewardText, ruleName } from './rule-words';

describe('a rule in words', () => {
  it('says each source’s condition with its own figures', () => {
    expect(conditionText({ source: 'twitch.gift', minGifts: 1, reward: 1 })).toBe('Gifts at least 1 sub');
    expect(conditionText({ source: 'twitch.raid', minViewers: 2_500, reward: 1 })).toBe('Raids with at least 2,500 viewers');
    expect(conditionText({ source: 'twitch.redemption', title: 'Hydrate', cost: 300, reward: 1 })).toBe(
      'Redeems “Hydrate” for 300 channel points',
    );
    expect(conditionText({ source: 'steam.achievement', appId: 570, achievement: 'WIN_ONE', reward: 1 })).toBe(
      'Unlocks WIN_ONE in Steam app 570',
    );
    expect(ruleName({ terms: { source: 'share', reward: 1 } })).toBe('Share: Shares the collection');
    expect(ruleName({ terms: { source: 'api', reward: 3 } })).toBe('Your game’s server: Plays the game, with their player linked');
  });

  it('says what a donation grants tier by tier', () => {
    const terms = {
      source: 'donation' as const,
      tiers: [
        { minUsdt: 5, reward: 1 },
        { minUsdt: 20.5, reward: 6 },
      ],
    };
    expect(conditionText(terms)).toBe('Donates at least 5 USDT');
    expect(rewardText(terms)).toBe('1 draw from 5 USDT; 6 draws from 20.5 USDT');
    expect(rewardText({ source: 'api', reward: 1 })).toBe('up to 1 draw per grant');
  });

  it('says how draws grow with bits and gifts, and a subscription’s by tier', () => {
    expect(rewardText({ source: 'twitch.cheer', minBits: 100, reward: 1, scale: { per: 100, max: 10 } })).toBe(
      '1 draw per 100 bits, up to 10',
    );
    expect(rewardText({ source: 'twitch.cheer', minBits: 1000, reward: 2, scale: { per: 1000, max: 20 } })).toBe(
      '2 draws per 1,000 bits, up to 20',
    );
    expect(rewardText({ source: 'twitch.gift', minGifts: 1, reward: 1, scale: { per: 1, max: 20 } })).toBe(
      '1 draw per gifted sub, up to 20',
    );
    expect(rewardText({ source: 'twitch.gift', minGifts: 5, reward: 3, scale: { per: 5, max: 30 } })).toBe(
      '3 draws per 5 gifted subs, up to 30',
    );
    expect(rewardText({ source: 'twitch.cheer', minBits: 100, reward: 2 })).toBe('2 draws');
    expect(rewardText({ source: 'twitch.subscribe', reward: 1, byTier: { tier2: 2, tier3: 5 } })).toBe(
      '1 draw at Tier 1, 2 draws at Tier 2, 5 draws at Tier 3',
    );
  });

  it('says the caps that are set, a cooldown in hours and minutes, and No caps when none is', () => {
    expect(capsText(NO_CAPS)).toBe('No caps');
    expect(capsText({ ...NO_CAPS, perStream: 10, cooldownSeconds: 90_061, minAccountAgeDays: 7 })).toBe(
      '10 per stream · 1 d 1 h 1 min 1 s between grants · accounts at least 7 days old',
    );
    expect(durationText(3_600)).toBe('1 h');
  });
});
