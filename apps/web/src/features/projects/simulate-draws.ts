import { RARITIES } from '@arcana/shared';
import { effectiveChances, fairDraw, type Eligibility, type OddsVersion } from '@arcana/shared/draw';
import type { TRarity } from '@arcana/shared/schemas';

/** The most draws one simulation makes. */
export const SIMULATION_MAX_DRAWS = 100_000;
/** Draws between two yields to the page: a busy simulation never holds the main thread for long. */
const DRAWS_PER_SLICE = 2_000;

export interface Simulation {
  draws: number;
  byRarity: Record<TRarity, number>;
  byDesign: Map<string, number>;
}

/** Each rarity's published share: the sum of its designs' effective chances. */
export function publishedRarityShares(version: OddsVersion, isEligible?: Eligibility): Record<TRarity, number> {
  const chances = effectiveChances(version, isEligible);
  const shares = Object.fromEntries(RARITIES.map((rarity) => [rarity, 0])) as Record<TRarity, number>;
  for (const design of version.designs) shares[design.rarity] += chances.get(design.id) ?? 0;
  return shares;
}

const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Draws `count` cards in this browser with the very draw the server uses, from a server seed made for
 * the run, at nonces 0, 1, 2…: what collectors would get, counted by rarity and design. Supply is
 * not spent: each draw sees the designs as they stand. Yields to the page between slices, reporting
 * its progress; stops when `signal` aborts.
 */
export async function simulateDraws(
  version: OddsVersion,
  count: number,
  { isEligible, onProgress, signal }: { isEligible?: Eligibility; onProgress?: (done: number) => void; signal?: AbortSignal } = {},
): Promise<Simulation> {
  const draws = Math.min(Math.max(0, Math.floor(count)), SIMULATION_MAX_DRAWS);
  const serverSeed = randomHex(32);
  const byRarity = Object.fromEntries(RARITIES.map((rarity) => [rarity, 0])) as Record<TRarity, number>;
  const byDesign = new Map<string, number>();
  for (let nonce = 0; nonce < draws; nonce++) {
    if (nonce > 0 && nonce % DRAWS_PER_SLICE === 0) {
      onProgress?.(nonce);
      await new Promise((resolve) => setTimeout(resolve, 0));
      signal?.throwIfAborted();
    }
    const card = fairDraw({ serverSeed, clientSeed: 'simulator', nonce }, version, isEligible);
    if (!card) break;
    byRarity[card.rarity] += 1;
    byDesign.set(card.designId, (byDesign.get(card.designId) ?? 0) + 1);
  }
  onProgress?.(draws);
  return { draws, byRarity, byDesign };
}
