import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TCollection, TProject } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { NoticePanel } from '../../components/NoticePanel';
import { RarityShareChart } from './RarityShareChart';
import { keyboardScrolled, useMyProjectsQuery } from '../projects';

const STATUS: Record<TCollection['status'], { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  in_review: { label: 'In review', color: 'yellow' },
  published: { label: 'Published', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
};

const count = (n: number) => n.toLocaleString('en-US');

/** A collection's figures: cards drawn of its designs, and what its capped designs have left. */
function figuresOf(collection: TCollection) {
  const drawn = collection.designs.reduce((sum, d) => sum + d.drawn, 0);
  const capped = collection.designs.filter((d) => d.supplyCap !== null);
  const left = capped.reduce((sum, d) => sum + Math.max(0, d.supplyCap! - d.drawn), 0);
  return { drawn, supplyLeft: capped.length > 0 ? count(left) : 'Unlimited' };
}

function ProjectCollections({ project }: { project: TProject }) {
  const published = project.collections.some((c) => c.activeVersionHash);
  return (
    <Paper withBorder p="md" component="section" aria-label={project.name}>
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} size="h3">
            {published && !project.suspended ? (
              <Anchor component={Link} to={`/projects/${project.slug}`}>
                {project.name}
              </Anchor>
            ) : (
              project.name
            )}
          </Title>
          {project.suspended && <Badge color="red">Suspended</Badge>}
          <Button
            component={Link}
            to={`/forge/projects/${project.id}/overlay`}
            variant="light"
            size="xs"
            ml="auto"
            aria-label={`Stream overlay of ${project.name}`}
          >
            Stream overlay
          </Button>
          <Button
            component={Link}
            to={`/forge/projects/${project.id}/developers`}
            variant="light"
            size="xs"
            aria-label={`Game API of ${project.name}`}
          >
            Game API
          </Button>
        </Group>
        {project.collections.length === 0 ? (
          <Text c="dimmed">No collection yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560} scrollAreaProps={keyboardScrolled(`Collections of ${project.name}`)}>
            <Table verticalSpacing="xs" aria-label={`Collections of ${project.name}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Collection</Table.Th>
                  <Table.Th scope="col">State</Table.Th>
                  <Table.Th scope="col">Designs</Table.Th>
                  <Table.Th scope="col">Collectors</Table.Th>
                  <Table.Th scope="col">Cards drawn</Table.Th>
                  <Table.Th scope="col">Supply left</Table.Th>
                  <Table.Th scope="col">Earning rules</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {project.collections.map((collection) => {
                  const { drawn, supplyLeft } = figuresOf(collection);
                  const waiting = collection.status === 'published' && collection.versions.some((v) => v.status === 'in_review');
                  return (
                    <Table.Tr key={collection.id}>
                      <Table.Th scope="row">
                        {collection.name}
                        {collection.rejectionReason && (
                          <Text size="sm" c="red.3" fw={400}>
                            Not published: {collection.rejectionReason}
                          </Text>
                        )}
                      </Table.Th>
                      <Table.Td>
                        <Group gap={4}>
                          <Badge color={STATUS[collection.status].color} variant="light">
                            {STATUS[collection.status].label}
                          </Badge>
                          {waiting && (
                            <Badge color="yellow" variant="light">
                              Changes in review
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>{count(collection.designs.length)}</Table.Td>
                      <Table.Td>{count(collection.collectors ?? 0)}</Table.Td>
                      <Table.Td>{count(drawn)}</Table.Td>
                      <Table.Td>{supplyLeft}</Table.Td>
                      <Table.Td>
                        <Button
                          component={Link}
                          to={`/forge/collections/${encodeURIComponent(collection.id)}/rules`}
                          size="xs"
                          variant="default"
                          aria-label={`Earning rules of ${collection.name}`}
                        >
                          Rules
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {project.collections.map((collection) => (
          <RarityShareChart key={collection.id} collection={collection} />
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * docs/product-rules.md "The Forge": the creator's projects and collections with their state (draft,
 * in review, published, rejected with its reason, suspended) and their figures (collectors, cards
 * drawn, supply left, and the rarity shares drawn beside the published ones), each with the way to
 * its earning rules (docs/product-rules.md "Earning rules"); the spec's empty state while they have none.
 */
export function ForgeManageCollections() {
  const { data: projects, error } = useMyProjectsQuery();
  if (error) return <Alert color="red">{extractErrorText(error)}</Alert>;
  if (!projects) return <Skeleton height={160} />;
  if (projects.length === 0) {
    return (
      <NoticePanel
        icon="emptySlot"
        title="No Collections Yet"
        action={
          <Button component={Link} to={{ search: '?tab=create' }} replace variant="default">
            Start a Collection
          </Button>
        }
      >
        The collections you create will be listed here, ready to edit, preview and launch.
      </NoticePanel>
    );
  }
  return (
    <Stack>
      {projects.map((project) => (
        <ProjectCollections key={project.id} project={project} />
      ))}
    </Stack>
  );
}
