import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TPlayerLink } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { ErrorAlert } from '../../components/ErrorAlert';
import { toast } from '../../components/toast';
import { useMyPlayerLinksQuery, useUnlinkPlayerMutation } from './player-links.api';
import { TestModeBadge } from '../../components/TestModeBadge';
import { mediumDate } from '../../components/medium-date';

function LinkedGame({ link, readOnly }: { link: TPlayerLink; readOnly: boolean }) {
  const [unlink, unlinking] = useUnlinkPlayerMutation();
  return (
    <li>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Group gap="xs">
            <Anchor component={Link} to={`/projects/${link.projectSlug}`} fw={600}>
              {link.project}
            </Anchor>
            <TestModeBadge mode={link.mode} />
          </Group>
          <Text size="sm" c="dimmed">
            Player {link.playerId} · linked {mediumDate(link.linkedAt)}
          </Text>
        </Stack>
        <Button
          variant="default"
          size="xs"
          disabled={readOnly}
          loading={unlinking.isLoading}
          aria-label={`Unlink ${link.project}`}
          onClick={() =>
            void unlink(link.id).then((answer) => {
              if ('data' in answer && answer.data) toast.success('Unlinked', answer.data.message);
            })
          }
        >
          Unlink
        </Button>
      </Group>
      <ErrorAlert message={unlinking.error ? extractErrorText(unlinking.error) : null} />
    </li>
  );
}

/** The games whose players are linked to this account, each unlinked by its player alone. */
export function LinkedGames({ readOnly }: { readOnly: boolean }) {
  const { data: links, error } = useMyPlayerLinksQuery();
  if (error) return <Alert color="red">{extractErrorText(error)}</Alert>;
  if (!links) return <Skeleton height={48} />;
  if (links.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No game is linked. A game that grants draws shows a code to enter at{' '}
        <Anchor component={Link} to="/link" size="sm" underline="always">
          Link a game
        </Anchor>
        .
      </Text>
    );
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Linked games">
      {links.map((link) => (
        <LinkedGame key={link.id} link={link} readOnly={readOnly} />
      ))}
    </Stack>
  );
}
