import { describe, expect, it } from 'vitest';
import { HOUSE_ODDS_V1, type OddsVersion } from '@arcana/shared/draw';
import { publishedRarityShares, simulateDraws, SIMULATION_MAX_DRAWS } from './simulate-draws';

const design = (id: string, rarity: 'common' | 'legendary', supplyCap: number | null = null) => ({
  id,
  name: id,
  description: '',
  image: 'beast',
  type: 'beast' as const,
  rarity,
  power: [1, 2] as const,
  defense: [1, 2] as const,
  supplyCap,
});

const TWO_RARITIES: OddsVersion = {
  scheme: 'rarity-design',
  weights: { common: 9_000, uncommon: 0, rare: 0, epic: 0, legendary: 1_000 },
  designs: [design('00000000-0000-4000-8000-000000000001', 'common'), design('00000000-0000-4000-8000-000000000002', 'legendary')],
};

describe('the odds simulator', () => {
  it('publishes each rarity’s share as the sum of its designs’ chances', () => {
    expect(publishedRarityShares(HOUSE_ODDS_V1)).toEqual({ common: 0.5, uncommon: 0.25, rare: 0.15, epic: 0.08, legendary: 0.02 });
    // A design out of supply leaves its rarity's weight to the others.
    expect(publishedRarityShares(TWO_RARITIES, (d) => d.rarity !== 'legendary')).toMatchObject({ common: 1, legendary: 0 });
  });

  it('draws near the published shares, reporting its progress, and stops when told', async () => {
    const progress: number[] = [];
    const run = await simulateDraws(TWO_RARITIES, 20_000, { onProgress: (done) => progress.push(done) });
    expect(run.draws).toBe(20_000);
    expect(run.byRarity.common + run.byRarity.legendary).toBe(20_000);
    // 10 % legendary: 2,000 expected, a standard deviation of about 42.
    expect(Math.abs(run.byRarity.legendary - 2_000)).toBeLessThan(250);
    expect(progress.at(-1)).toBe(20_000);
    expect(progress.length).toBeGreaterThan(5);
    const stopped = await simulateDraws(TWO_RARITIES, SIMULATION_MAX_DRAWS, { signal: AbortSignal.abort() }).catch(
      (error: Error) => error.name,
    );
    expect(stopped).toBe('AbortError');
  });
});
