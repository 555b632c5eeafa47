import { Group, Stack, Text, Title } from '@mantine/core';
import type { OddsVersion } from '@arcana/shared/draw';
import type { TCollection } from '@arcana/shared/schemas';
import { useSessionUser } from '../sessions';
import { designOdds } from './design-odds';
import { DesignTile } from './DesignTile';
import { useCollectedDesignsQuery } from './projects.api';
import classes from './CollectionGallery.module.css';

/** The cards of a gallery's first row on a phone (two) and a desk (four): the ones in view as the page opens. */
const FIRST_ROW = 4;

/**
 * A published collection's designs as cards, in its version's order (docs/product-rules.md "Projects
 * and odds"): each one's chance and supply, and for a signed-in viewer how many of them they hold.
 * `preview`: an admin's or a creator's look at the page as the public sees it, with nothing of theirs.
 */
export function CollectionGallery({ collection, version, preview }: { collection: TCollection; version: OddsVersion; preview: boolean }) {
  const { user } = useSessionUser();
  const { data: collected } = useCollectedDesignsQuery(collection.id, { skip: preview || !user });
  const { supplyLeft, chances } = designOdds(collection, version);
  const held = collected && new Map(collected.designs.map(({ designId, count }) => [designId, count]));
  const heldCount = held ? version.designs.filter((design) => held.has(design.id)).length : 0;
  return (
    <Stack gap="sm">
      {/* The count shares the heading's line: arriving after the page, it moves nothing. */}
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={3}>Cards</Title>
        {held && (
          <Text fw={600} data-testid="collected-count">
            {heldCount} of {version.designs.length} collected
          </Text>
        )}
      </Group>
      <ul className={classes.gallery} aria-label={`Cards of ${collection.name}`}>
        {version.designs.map((design, index) => (
          <DesignTile
            key={design.id}
            first={index < FIRST_ROW}
            design={design}
            chance={chances.get(design.id) ?? 0}
            left={supplyLeft(design)}
            held={held ? (held.get(design.id) ?? 0) : undefined}
          />
        ))}
      </ul>
    </Stack>
  );
}
