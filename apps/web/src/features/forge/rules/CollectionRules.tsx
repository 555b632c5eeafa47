import { useRef } from 'react';
import { Stack, Text } from '@mantine/core';
import { OwnCollection } from '../OwnCollection';
import { DonationsReceived } from './DonationsReceived';
import { GrantsFeed } from './GrantsFeed';
import { PayoutWalletPanel } from './PayoutWalletPanel';
import { RulesSection } from './RulesSection';
import { CONNECT_MARK, TwitchChannelPanel } from './TwitchChannelPanel';

/**
 * One of the creator's collections, its earning rules, its project's Twitch channel and payout
 * wallet, its live grants and its donations (docs/product-rules.md "Earning rules").
 */
export function CollectionRules({ collectionId }: { collectionId: string }) {
  const twitchPanel = useRef<HTMLElement>(null);

  // A Twitch rule refused for want of a channel points at what settles it: the connect button, else the panel.
  const pointAtTwitch = () => {
    const panel = twitchPanel.current;
    const target = panel?.querySelector<HTMLElement>(`[${CONNECT_MARK}]`) ?? panel?.querySelector<HTMLElement>('h2');
    target?.scrollIntoView({ block: 'center' });
    target?.focus();
  };

  return (
    <OwnCollection collectionId={collectionId}>
      {(project, collection) => (
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
      )}
    </OwnCollection>
  );
}
