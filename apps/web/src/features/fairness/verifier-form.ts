import { FAIRNESS_MESSAGES, validateClientSeed, validateNonce } from '@arcana/shared';
import type { TCard, TFairnessSeeds } from '@arcana/shared/schemas';

export interface VerifierValues {
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  serverSeedHash: string;
}

export const EMPTY_VERIFIER: VerifierValues = { serverSeed: '', clientSeed: '', nonce: '0', serverSeedHash: '' };

export const VERIFIER_RULES = {
  serverSeed: (value: string) => (value.trim() ? null : FAIRNESS_MESSAGES.serverSeedRequired),
  clientSeed: (value: string) => validateClientSeed(value.trim()),
  nonce: validateNonce,
};

/** A card's server seed once anyone may see it: a chain's link at once, a seed of the earlier scheme once revealed. */
export const shownSeedOf = (card: TCard, seeds: TFairnessSeeds | undefined): string | undefined =>
  card.fairness?.chain?.serverSeed ?? seeds?.revealed.find((seed) => seed.serverSeedHash === card.fairness?.serverSeedHash)?.serverSeed;

/** A card's draw in the verifier's fields, with its server seed when it can be seen. */
export function valuesForCard(card: TCard, seeds: TFairnessSeeds | undefined): { values: VerifierValues; seedRevealed: boolean } {
  const fairness = card.fairness!;
  const serverSeed = shownSeedOf(card, seeds);
  return {
    values: {
      serverSeed: serverSeed ?? '',
      clientSeed: fairness.clientSeed,
      nonce: String(fairness.nonce),
      serverSeedHash: fairness.serverSeedHash,
    },
    seedRevealed: Boolean(serverSeed),
  };
}
