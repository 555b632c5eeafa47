import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { CARD_PAGE_SIZE, FAIRNESS_PROOF_QUERY } from '@arcana/shared';
import { useFairnessSeedsQuery } from './fairness.api';
import { useMyCollectiblesQuery } from '../cards';
import { useSessionUser } from '../sessions';
import { TitledSection } from '../../components/TitledSection';
import { usePageTitle } from '../../components/usePageTitle';
import layout from '../../components/PageLayout.module.css';
import type { TDrawProof } from '@arcana/shared/schemas';
import { DrawProof } from './DrawProof';
import { normalizedCode, ProofCodeForm } from './ProofCodeForm';
import { DrawVerifier } from './DrawVerifier';
import { HowItWorks } from './HowItWorks';
import { OddsTable } from './OddsTable';
import { YourSeeds } from './YourSeeds';
import classes from './Fairness.module.css';

const Section = (props: { id: string; title: string; children: ReactNode }) => <TitledSection {...props} className={classes.section} />;

/** /fairness: a draw shown on a stream (by its code), the odds, the commit–reveal scheme, the player's seeds, and a verifier that runs in the browser. */
export default function FairnessPage() {
  usePageTitle('Provably Fair Draws');
  const { user, isObserving } = useSessionUser();
  const signedIn = Boolean(user);
  const seeds = useFairnessSeedsQuery(undefined, { skip: !signedIn });
  const { data: cards } = useMyCollectiblesQuery(undefined, { skip: !signedIn });
  // A draw a stream showed, by the code its overlay gave it: first, as it is what the visitor came for.
  const [search, setSearch] = useSearchParams();
  const proofCode = normalizedCode(search.get(FAIRNESS_PROOF_QUERY) ?? '');
  // A draw is the reader's when it was drawn with one of their seeds or seed chains: each is one account's.
  const ownSeeds = new Set([seeds.data?.active?.serverSeedHash, ...(seeds.data?.revealed ?? []).map((seed) => seed.serverSeedHash)]);
  const ownChains = new Set((seeds.data?.chains ?? []).map((chain) => chain.head));
  const isMine = ({ fairness }: TDrawProof) =>
    fairness.chain ? ownChains.has(fairness.chain.head) : ownSeeds.has(fairness.serverSeedHash);

  return (
    <div className={layout.page}>
      <header className={layout.header}>
        <Title order={1}>Provably Fair Draws</Title>
        <Text c="dimmed">
          Every card is drawn from seeds we commit to before you collect, so anyone can check, as soon as it is drawn, that we did not pick
          it. Here are the odds, how a draw works, and a verifier that runs in your browser.
        </Text>
      </header>
      <Section id="fairness-proof" title="A draw shown on stream">
        <ProofCodeForm key={proofCode} code={proofCode} onCode={(code) => setSearch({ [FAIRNESS_PROOF_QUERY]: code })} />
        {proofCode && <DrawProof code={proofCode} isMine={isMine} />}
      </Section>
      <Section id="fairness-odds" title="The odds">
        <OddsTable />
      </Section>
      <Section id="fairness-scheme" title="How a draw works">
        <HowItWorks />
      </Section>
      <Section id="fairness-seeds" title="Your seeds">
        <YourSeeds signedIn={signedIn} observing={isObserving} seeds={seeds.data} loadError={seeds.error} />
      </Section>
      <Section id="fairness-verify" title="Verify a card">
        <DrawVerifier
          cards={(cards ?? []).filter((card) => card.fairness)}
          seeds={seeds.data}
          signedIn={signedIn}
          hasOlder={(cards?.length ?? 0) >= CARD_PAGE_SIZE}
        />
      </Section>
    </div>
  );
}
