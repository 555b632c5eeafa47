import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSessionUser } from '../sessions';
import { useSeedChainsQuery } from './fairness.api';
import classes from './Fairness.module.css';

/** A hash shown whole is 64 characters: its start and end are what a person compares. */
const shortHash = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-6)}`;

/**
 * The head of the signed-in collector's seed chain in the project, shown before they draw there (docs/decisions/047):
 * the commitment every one of their draws here hashes back to. Asking publishes it; an observer's look
 * publishes none, and a visitor has none.
 */
export function SeedChainHead({ projectSlug }: { projectSlug: string }) {
  const { user } = useSessionUser();
  const { data: chains } = useSeedChainsQuery(projectSlug, { skip: !user });
  const current = chains?.[0];
  if (!current) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="seed-chain-head">
      Your draws here come from a seed chain with head{' '}
      <span className={classes.mono} title={current.head}>
        {shortHash(current.head)}
      </span>
      , published before them.{' '}
      <Anchor component={Link} to="/fairness">
        How to check a draw
      </Anchor>
    </Text>
  );
}
