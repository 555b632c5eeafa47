import { Alert } from '@mantine/core';
import { reachesHead } from '@arcana/shared/draw';
import type { TChainLink } from '@arcana/shared/schemas';

const publishedOn = (at: string) => new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The seed chain's check, in this browser (docs/decisions/047): the draw's seed hashed back as many
 * times as its link number gives the chain's head, published before the chain's first draw — so the
 * seed was fixed before the draw, and could not be picked for it.
 */
export function ChainCheck({ chain }: { chain: TChainLink }) {
  const holds = reachesHead(chain.serverSeed, chain.link, chain.head);
  return (
    <Alert color={holds ? 'green' : 'red'} title={holds ? 'Seed fixed before the draw' : 'Seed not in its chain'}>
      {holds
        ? `Draw ${chain.link} of a seed chain: its seed, hashed ${chain.link === 1 ? 'once' : `${chain.link} times`}, gives the chain’s head, published ${publishedOn(chain.publishedAt)}.`
        : `Hashed ${chain.link} times, this seed does not give the chain’s head: it was not the seed committed to.`}
    </Alert>
  );
}
