import { Alert, Stack, Table, Text } from '@mantine/core';
import { effectiveChances, verifyDraw } from '@arcana/shared/draw';
import type { TDrawProof } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { CollectibleCard, rarityLabel } from '../cards';
import { ChainCheck } from './ChainCheck';
import { ForgeInputs } from './ForgeInputs';
import { DrawResult } from './DrawResult';
import { fairnessApi, useDrawProofQuery } from './fairness.api';
import { useDrawContext } from './useDrawContext';
import { SeedValue } from './SeedValue';
import classes from './Fairness.module.css';
import { chancePercent } from '../../components/chance-percent';
import { ColumnHeads } from '../../components/ColumnHeads';

const drawnOn = (at: string) => new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A drawn card's proof, whoever shows it: its draw's inputs and the check once its seed is revealed. */
type ProofOfDraw = Pick<TDrawProof, 'card' | 'project' | 'fairness' | 'serverSeed'>;

/** Who reads a proof: its collector ('your draw') or anyone else ('this draw'). */
export type ProofReader = 'collector' | 'stranger';

/** The odds the draw was drawn under, as its version says them at its draw: each design's chance then. */
function ProofOdds({ proof }: { proof: ProofOfDraw }) {
  const drawnFrom = useDrawContext(proof);
  if ('notice' in drawnFrom) return drawnFrom.notice;
  const { version, isEligible } = drawnFrom.context;
  const chances = effectiveChances(version, isEligible);
  return (
    <Table.ScrollContainer minWidth={0} maw={640}>
      <Table verticalSpacing="xs" aria-label={`The odds this draw was drawn under, in ${proof.project.name}`}>
        <ColumnHeads columns={['Card', 'Rarity', 'Chance']} />
        <Table.Tbody>
          {version.designs.map((design) => (
            <Table.Tr key={design.id}>
              <Table.Th scope="row" fw={600}>
                {design.name}
              </Table.Th>
              <Table.Td>{rarityLabel(design.rarity)}</Table.Td>
              <Table.Td>{chancePercent(chances.get(design.id) ?? 0)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The check itself, once the collector has revealed the seed: the same code the server draws with, in this browser. */
function ProofCheck({ proof }: { proof: ProofOfDraw & { serverSeed: string } }) {
  const drawnFrom = useDrawContext(proof);
  if ('notice' in drawnFrom) return drawnFrom.notice;
  const { fairness, serverSeed, card } = proof;
  const result = verifyDraw(
    { serverSeed, clientSeed: fairness.clientSeed, nonce: fairness.nonce },
    { serverSeedHash: fairness.serverSeedHash, card },
    drawnFrom.context,
  );
  return <DrawResult result={result} project={proof.project} />;
}

/** A draw's inputs, and the check of it in this browser once its seed is revealed (a stream's proof, a shared card's). */
export function DrawProofValues({ proof, reader = 'stranger' }: { proof: ProofOfDraw; reader?: ProofReader }) {
  const { fairness, serverSeed } = proof;
  return (
    <>
      <dl className={classes.values}>
        {fairness.chain && <SeedValue label="Seed chain’s head, published before its first draw" value={fairness.chain.head} />}
        <SeedValue label="SHA-256 of the server seed, committed before the draw" value={fairness.serverSeedHash} />
        <SeedValue label="Client seed" value={fairness.clientSeed} />
        <SeedValue label="Nonce" value={fairness.nonce} />
        {fairness.oddsVersionHash && <SeedValue label="Odds version" value={fairness.oddsVersionHash} />}
        {fairness.drawIndex !== null && <SeedValue label="Draw of the collection" value={fairness.drawIndex} />}
        {serverSeed && <SeedValue label="Server seed, revealed" value={serverSeed} />}
      </dl>
      {fairness.chain && <ChainCheck chain={fairness.chain} />}
      {serverSeed ? (
        <ProofCheck proof={{ ...proof, serverSeed }} />
      ) : (
        <Alert color="yellow" title="Its server seed is still secret">
          {reader === 'collector'
            ? 'You have not revealed the seed of your draw yet: reveal it under Your seeds, and this page checks it.'
            : 'The collector has not revealed the seed this card was drawn with yet. Once they do, this page checks the draw.'}
        </Alert>
      )}
    </>
  );
}

/** While a stranger waits for its seed, the proof is asked again this often: the page follows without a reload. */
const SECRET_SEED_POLL_MS = 5_000;

/**
 * A draw shown on a stream, opened by its verification code (/fairness?code=…, the overlay's QR code):
 * the card, where and when it was drawn, the odds of its own project's version, its draw's inputs,
 * and the check once its seed is revealed — said as 'your draw' to its collector, 'this draw' to
 * anyone else (docs/product-rules.md "Fairness").
 */
export function DrawProof({ code, isMine }: { code: string; isMine: (proof: TDrawProof) => boolean }) {
  const revealed = Boolean(fairnessApi.endpoints.drawProof.useQueryState(code).data?.serverSeed);
  const { data: proof, error, isLoading } = useDrawProofQuery(code, { pollingInterval: revealed ? 0 : SECRET_SEED_POLL_MS });
  if (isLoading) return <Text c="dimmed">Finding the draw…</Text>;
  if (error || !proof) return <Alert color="red">{extractErrorText(error)}</Alert>;
  const { card, project, collectedAt } = proof;
  const reader: ProofReader = isMine(proof) ? 'collector' : 'stranger';
  return (
    <Stack gap="md">
      <Text>
        {reader === 'collector' ? 'Your draw' : 'This draw'}: {card.name}, drawn in {project.name} on {drawnOn(collectedAt)}: code{' '}
        <span className={classes.mono}>{proof.code}</span>.
      </Text>
      <div className={classes.drawn}>
        <CollectibleCard card={{ ...card, id: proof.code, seenAt: collectedAt }} fullWidth />
      </div>
      {proof.forge && <ForgeInputs forge={proof.forge} projectName={project.name} />}
      <ProofOdds proof={proof} />
      <DrawProofValues proof={proof} reader={reader} />
    </Stack>
  );
}
