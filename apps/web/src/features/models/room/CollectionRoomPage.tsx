import { lazy, Suspense } from 'react';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { extractErrorText } from '../../../api/error-text';
import { usePageTitle } from '../../../components/usePageTitle';
import layout from '../../../components/PageLayout.module.css';
import { useMyCollectiblesQuery } from '../../cards';
import { useRoomCards } from './useRoomCards';

const RoomScene = lazy(() => import('./RoomScene'));

/**
 * /inventory/room: the collector's newest cards (a page's worth) standing on a 3D tower to walk around
 * (docs/product-rules.md "Cards in 3D and shared"): in AR where the device offers it, else VR, else
 * an orbit view by pointer and keyboard.
 */
export default function CollectionRoomPage() {
  usePageTitle('Collection room');
  const { data: cards, error } = useMyCollectiblesQuery();
  const { roomCards, faces } = useRoomCards(cards);
  const loading = (
    <Text c="dimmed" role="status">
      Setting up the room…
    </Text>
  );
  return (
    <div className={layout.page}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={1}>Collection room</Title>
          <Anchor component={Link} to="/inventory">
            Back to the inventory
          </Anchor>
        </Group>
        {error ? (
          <Alert color="red">{extractErrorText(error)}</Alert>
        ) : !cards ? (
          loading
        ) : cards.length === 0 ? (
          <Text>
            No cards yet: collect one and it stands here.{' '}
            <Anchor component={Link} to="/projects">
              Find a project
            </Anchor>
          </Text>
        ) : (
          <>
            <Text c="dimmed">Your {cards.length === 1 ? 'card' : `${cards.length} newest cards`}, the newest at the top.</Text>
            {faces ? (
              <Suspense fallback={loading}>
                <RoomScene cards={roomCards} faces={faces} />
              </Suspense>
            ) : (
              loading
            )}
          </>
        )}
      </Stack>
    </div>
  );
}
