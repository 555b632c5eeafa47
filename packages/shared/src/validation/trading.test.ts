import { describe, expect, it } from 'vitest';
import { draftVersionOf } from '../draw/draft-version.js';
import { canonicalJson } from '../draw/odds.js';
import { MARKET_MESSAGES } from './market.js';
import { HOUSE_TRADING_TERMS, tradingTermsIn, tradingWords } from './trading.js';

describe('trading terms', () => {
  it('read in words: never, at once or once held, then the creator’s share', () => {
    expect(tradingWords(null)).toBe('Never tradable: a card stays with the account that collected it.');
    expect(tradingWords({ tradable: 'never', heldDays: null, creatorShareBps: 300 })).toBe(
      'Never tradable: a card stays with the account that collected it.',
    );
    expect(tradingWords({ tradable: 'always', heldDays: null, creatorShareBps: 0 })).toBe(
      'Tradable at once. No share of sales to the creator.',
    );
    expect(tradingWords({ tradable: 'held', heldDays: 1, creatorShareBps: 250 })).toBe(
      'Tradable once held 1 day. The creator takes 2.5 % of each sale.',
    );
    expect(tradingWords({ tradable: 'held', heldDays: 30, creatorShareBps: 1_000 })).toBe(
      'Tradable once held 30 days. The creator takes 10 % of each sale.',
    );
  });

  it('are the house’s own for its cards, a version’s for a creator’s, and none when the version has none', () => {
    const terms = { tradable: 'held', heldDays: 7, creatorShareBps: 100 } as const;
    expect(tradingTermsIn('arcana', { trading: terms })).toBe(HOUSE_TRADING_TERMS);
    expect(tradingTermsIn('nova', { trading: terms })).toBe(terms);
    expect(tradingTermsIn('nova', {})).toBeNull();
  });

  it('are in a draft version only when given, so a version without them hashes as before', () => {
    const weights = { common: 10_000, uncommon: 0, rare: 0, epic: 0, legendary: 0 };
    const without = canonicalJson(draftVersionOf(weights, []));
    expect(canonicalJson(draftVersionOf(weights, [], { trading: null }))).toBe(without);
    const terms = { tradable: 'always', heldDays: null, creatorShareBps: 0 } as const;
    expect(draftVersionOf(weights, [], { trading: terms }).trading).toEqual(terms);
  });
});

describe('a withdrawal’s notice', () => {
  it('names each card once with how many share its name, three names at most, then how many cards more', () => {
    expect(MARKET_MESSAGES.withdrawnForAccount(['Ember Fox'])).toBe(
      'Ember Fox left the marketplace: your password, e-mail, two-factor or wallet changed since it was listed. If that was you, list it again once your trade hold ends.',
    );
    expect(MARKET_MESSAGES.withdrawnForDonations(['Ember Fox', 'Tide Caller', 'Ember Fox'], 'First Light')).toBe(
      'Ember Fox ×2 and Tide Caller left the marketplace: First Light now draws cards for donations, so its cards cannot be sold for money. They can still be given.',
    );
    const many = ['A', 'B', 'A', 'C', 'D', 'E', 'D'];
    expect(MARKET_MESSAGES.withdrawnForAccount(many)).toMatch(
      /^A ×2, B, C, and 3 more left the marketplace: .* since they were listed\. .* list them again/,
    );
  });
});
