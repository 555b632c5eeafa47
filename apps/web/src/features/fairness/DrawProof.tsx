import { Alert, Stack, Text } from '@mantine/core';
import { verifyDraw } from '@arcana/shared/draw';
import type { TDrawProof } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { CollectibleCard } from '../cards';
import { DrawResult } from './DrawResult';
import { useDrawProofQuery } from './fairness.api';
import { useDrawContext } from './useDrawContext';
import { SeedValue } from './SeedValue';
import classes from './Fairness.module.css';

const drawnOn = (at: string) => new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A drawn card's proof, whoever shows it: its draw's inputs and the check once its seed is revealed. */
type ProofOfDraw = Pick<TDrawProof, 'card' | 'project' | 'fairness' | 'serverSeed'>;

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
export function DrawProofValues({ proof }: { proof: ProofOfDraw }) {
  const { fairness, serverSeed } = proof;
  return (
    <>
      <dl className={classes.values}>
        <SeedValue label="SHA-256 of the server seed, committed before the draw" value={fairness.serverSeedHash} />
        <SeedValue label="Client seed" value={fairness.clientSeed} />
        <SeedValue label="Nonce" value={fairness.nonce} />
        {fairness.oddsVersionHash && <SeedValue label="Odds version" value={fairness.oddsVersionHash} />}
        {fairness.drawIndex !== null && <SeedValue label="Draw of the collection" value={fairness.drawIndex} />}
        {serverSeed && <SeedValue label="Server seed, revealed" value={serverSeed} />}
      </dl>
      {serverSeed ? (
        <ProofCheck proof={{ ...proof, serverSeed }} />
      ) : (
        <Alert color="yellow" title="Its server seed is still secret">
          The collector has not revealed the seed this card was drawn with yet. Once they do, this page checks the draw.
        </Alert>
      )}
    </>
  );
}

/**
 * A draw shown on a stream, opened by its verification code (/fairness?code=…, the overlay's QR code):
 * the card, where and when it was drawn, its draw's inputs, and the check once its seed is revealed.
 */
export function DrawProof({ code }: { code: string }) {
  const { data: proof, error, isLoading } = useDrawProofQuery(code);
  if (isLoading) return <Text c="dimmed">Finding the draw…</Text>;
  if (error || !proof) return <Alert color="red">{extractErrorText(error)}</Alert>;
  const { card, project, collectedAt } = proof;
  return (
    <Stack gap="md">
      <Text>
        {card.name}, drawn in {project.name} on {drawnOn(collectedAt)}: code <span className={classes.mono}>{proof.code}</span>.
      </Text>
      <div className={classes.drawn}>
        <CollectibleCard card={{ ...card, id: proof.code, seenAt: collectedAt }} fullWidth />
      </div>
      <DrawProofValues proof={proof} />
    </Stack>
  );
}
