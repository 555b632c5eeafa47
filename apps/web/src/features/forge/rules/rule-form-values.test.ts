import { describe, expect, it } from 'vitest';
import { capsFormValues, capsPatch, ruleBody, ruleFormValues, type RuleFormValues } from './rule-form-values';

const values = (terms: Partial<RuleFormValues['terms']>, caps: Partial<RuleFormValues['caps']> = {}): RuleFormValues => {
  const initial = ruleFormValues();
  return { terms: { ...initial.terms, ...terms }, caps: { ...initial.caps, ...caps } };
};

describe('the new rule’s body', () => {
  it('takes only the chosen source’s terms, and leaves out caps that are empty', () => {
    expect(ruleBody(values({ source: 'steam.achievement', appId: 570, achievement: ' WIN_ONE ', minBits: 500, reward: 3 }))).toEqual({
      terms: { source: 'steam.achievement', appId: 570, achievement: 'WIN_ONE', reward: 3 },
    });
    expect(ruleBody(values({ source: 'donation', tiers: [{ minUsdt: 5, reward: 1 }] }, { budget: 100 }))).toEqual({
      terms: { source: 'donation', tiers: [{ minUsdt: 5, reward: 1 }] },
      caps: { budget: 100 },
    });
  });

  it('sends a scale or the tiers only when the creator asked for draws that grow', () => {
    const scale = { per: 100, max: 10 };
    expect(ruleBody(values({ source: 'twitch.cheer', minBits: 100, scale }))).toEqual({
      terms: { source: 'twitch.cheer', minBits: 100, reward: 1 },
    });
    expect(ruleBody(values({ source: 'twitch.cheer', minBits: 100, scaled: true, scale }))).toEqual({
      terms: { source: 'twitch.cheer', minBits: 100, reward: 1, scale },
    });
    expect(ruleBody(values({ source: 'twitch.subscribe', tiered: true, byTier: { tier2: 2, tier3: '' } }))).toEqual({
      terms: { source: 'twitch.subscribe', reward: 1, byTier: { tier2: 2, tier3: 0 } },
    });
  });

  it('never sends a cap per stream for a source without streams', () => {
    expect(ruleBody(values({ source: 'share' }, { perStream: 5 }))).toEqual({ terms: { source: 'share', reward: 1 } });
  });

  it('sends an empty required number as 0, for the contract to refuse in its own words', () => {
    expect(ruleBody(values({ source: 'twitch.cheer', reward: '' }))).toEqual({ terms: { source: 'twitch.cheer', minBits: 0, reward: 0 } });
  });
});

describe('a change of caps', () => {
  it('clears an emptied cap (null) and keeps the rest', () => {
    const caps = {
      ...capsFormValues({ perAccountPerDay: 3, perStream: 2, budget: null, cooldownSeconds: 60, minAccountAgeDays: 0 }),
      perStream: '',
    };
    expect(capsPatch(caps, 'twitch.follow')).toEqual({
      perAccountPerDay: 3,
      perStream: null,
      budget: null,
      cooldownSeconds: 60,
      minAccountAgeDays: 0,
    });
    expect(capsPatch(caps, 'share')).not.toHaveProperty('perStream');
  });
});
