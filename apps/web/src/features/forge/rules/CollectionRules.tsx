import { useRef } from 'react';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { extractErrorText } from '../../../api/error-text';
import { NoticePanel } from '../../../components/NoticePanel';
import { useMyProjectsQuery } from '../../projects';
import { DonationsReceived } from './DonationsReceived';
import { GrantsFeed } from './GrantsFeed';
import { PayoutWalletPanel } from './PayoutWalletPanel';
import { RulesSection } from './RulesSection';
import { CONNECT_MARK, TwitchChannelPanel } from './TwitchChannelPanel';

/**
 * One of the creator's collections, its earning rules, its project's Twitch channel and payout
 * wallet, its live grants and its donations (docs/product-rules.md "Earning rules"). Only the project's creator finds it here.
 */
export function CollectionRules({ collectionId }: { collectionId: string }) {
  const { data: projects, error } = useMyProjectsQuery();
  const twitchPanel = useRef<HTMLElement>(null);
  if (error) return <Alert color="red">{extractErrorText(error)}</Alert>;
  if (!projects) return <Skeleton height={240} />;
  const project = projects.find((p) => p.collections.some((c) => c.id === collectionId));
  const collection = project?.collections.find((c) => c.id === collectionId);
  if (!project || !collection) {
    return (
      <NoticePanel
        icon="emptySlot"
        title="Collection not found"
        action={
          <Button component={Link} to="/forge?tab=manage" variant="default">
            Manage Collections
          </Button>
        }
      >
        None of your projects has this collection.
      </NoticePanel>
    );
  }

  // A Twitch rule refused for want of a channel points at what settles it: the connect button, else the panel.
  const pointAtTwitch = () => {
    const panel = twitchPanel.current;
    const target = panel?.querySelector<HTMLElement>(`[${CONNECT_MARK}]`) ?? panel?.querySelector<HTMLElement>('h2');
    target?.scrollIntoView({ block: 'center' });
    target?.focus();
  };

  return (
    <Stack gap="lg">
      <Text c="dimmed">
        {collection.name} · {project.name}
      </Text>
      <TwitchChannelPanel projectId={project.id} panelRef={twitchPanel} />
      <PayoutWalletPanel project={project} />
      <RulesSection collection={collection} projectId={project.id} onPointAtTwitch={pointAtTwitch} />
      <GrantsFeed collectionId={collection.id} projectSlug={project.slug} />
      <DonationsReceived collectionId={collection.id} />
    </Stack>
  );
}
