import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TCollection, TProject } from '@arcana/shared/schemas';
import classes from './CollectionList.module.css';
import { numberText } from '@arcana/shared';

const STATUS: Record<TCollection['status'], { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  in_review: { label: 'In review', color: 'yellow' },
  published: { label: 'Published', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
};

/** A collection's own pages of The Forge: its earning rules, card actions, crafting and trading terms. */
const SUBPAGES = [
  { path: 'rules', label: 'Rules', name: 'Earning rules' },
  { path: 'actions', label: 'Actions', name: 'Card actions' },
  { path: 'crafting', label: 'Crafting', name: 'Crafting' },
  { path: 'trading', label: 'Trading', name: 'Trading' },
] as const;

/** A collection's figures: its designs and collectors, cards drawn of its designs, and what its capped designs have left. */
function figuresOf(collection: TCollection): Array<[string, string]> {
  const drawn = collection.designs.reduce((sum, d) => sum + d.drawn, 0);
  const capped = collection.designs.filter((d) => d.supplyCap !== null);
  const left = capped.reduce((sum, d) => sum + Math.max(0, d.supplyCap! - d.drawn), 0);
  return [
    ['Designs', numberText(collection.designs.length)],
    ['Collectors', numberText(collection.collectors ?? 0)],
    ['Cards drawn', numberText(drawn)],
    ['Supply left', capped.length > 0 ? numberText(left) : 'Unlimited'],
  ];
}

/**
 * One of the creator's collections: its name, state and the ways to its own pages (SUBPAGES) on one
 * line that wraps, its figures below. No table: on a phone a table of seven columns
 * scrolled sideways, cutting the state and hiding Rules (docs/product-rules.md "The Forge").
 */
function CollectionSummary({ collection }: { collection: TCollection }) {
  const status = STATUS[collection.status];
  const waiting = collection.status === 'published' && collection.versions.some((v) => v.status === 'in_review');
  return (
    <Paper component="li" withBorder p="sm" aria-label={collection.name}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Title order={3} size="h4">
            {collection.name}
          </Title>
          <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
          {waiting && (
            <Badge color="yellow" variant="light" style={{ flexShrink: 0 }}>
              Changes in review
            </Badge>
          )}
          {/* They go together: on a phone they wrap under the name as a group, never one apart. */}
          <Group gap="xs" ml="auto" wrap="nowrap">
            {SUBPAGES.map(({ path, label, name }) => (
              <Button
                key={path}
                component={Link}
                to={`/forge/collections/${encodeURIComponent(collection.id)}/${path}`}
                size="xs"
                variant="default"
                aria-label={`${name} of ${collection.name}`}
              >
                {label}
              </Button>
            ))}
          </Group>
        </Group>
        {collection.rejectionReason && (
          <Text size="sm" c="red.3">
            Not published: {collection.rejectionReason}
          </Text>
        )}
        <dl className={classes.figures}>
          {figuresOf(collection).map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {value}
              </Text>
            </div>
          ))}
        </dl>
      </Stack>
    </Paper>
  );
}

/** A project's collections, each with its state, figures and own pages: readable at any width without sideways scroll. */
export function CollectionList({ project }: { project: TProject }) {
  return (
    <Stack component="ul" gap="xs" className={classes.list} aria-label={`Collections of ${project.name}`}>
      {project.collections.map((collection) => (
        <CollectionSummary key={collection.id} collection={collection} />
      ))}
    </Stack>
  );
}
