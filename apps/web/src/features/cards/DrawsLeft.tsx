import { Badge, Skeleton, Text } from '@mantine/core';
import type { TDrawsLeft } from '@arcana/shared/schemas';
import { useAppSelector } from '../../state/store';
import { useMyDrawsQuery } from './cards.api';
import { timeOfDay } from './draw-times';
import { numberText } from '@arcana/shared';

/** The signed-in user's draws in a project (the house's unless named), and whether they are still on the way. */
function useDrawsLeft(projectSlug?: string) {
  const isAuthenticated = useAppSelector((s) => s.session.isAuthenticated);
  const { data, isLoading } = useMyDrawsQuery({}, { skip: !isAuthenticated });
  const draws = projectSlug ? data?.collections.find((c) => c.project.slug === projectSlug) : data?.collections[0];
  return { isAuthenticated, draws, isLoading };
}

/** "2 draws left · next free draw at 01:00", or "Unlimited draws" where they are not counted. */
export function drawsLeftText({ left, nextFreeDrawsAt }: TDrawsLeft) {
  if (left === null) return 'Unlimited draws';
  const count = left === 1 ? '1 draw left' : `${numberText(left)} draws left`;
  return nextFreeDrawsAt ? `${count} · next free draw at ${timeOfDay(new Date(nextFreeDrawsAt))}` : count;
}

/**
 * The draws the signed-in user has left (docs/product-rules.md "Draws are earned"), as a line of the
 * inventory's summary: held by a skeleton while it loads, so nothing moves when it arrives.
 */
export function DrawsLeftLine() {
  const { isAuthenticated, draws, isLoading } = useDrawsLeft();
  if (!isAuthenticated || (!isLoading && !draws)) return null;
  return (
    // A div: the skeleton is one, and a paragraph cannot hold it (the browser would split the page's HTML there).
    <Text component="div" size="sm" c="dimmed" data-testid="draws-left">
      {draws ? drawsLeftText(draws) : <Skeleton display="inline-block" height="0.8em" width={160} radius="sm" />}
    </Text>
  );
}

/** The same beside a project's other badges, once known: in a line of its own kind, it moves nothing. */
export function DrawsLeftBadge({ projectSlug }: { projectSlug: string }) {
  const { draws } = useDrawsLeft(projectSlug);
  if (!draws) return null;
  return (
    <Badge variant="outline" data-testid="draws-left">
      {drawsLeftText(draws)}
    </Badge>
  );
}
