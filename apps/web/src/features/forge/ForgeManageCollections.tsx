import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TProject } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { NoticePanel } from '../../components/NoticePanel';
import { CollectionList } from './CollectionList';
import { RarityShareChart } from './RarityShareChart';
import { useMyProjectsQuery } from '../projects';

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
        {project.collections.length === 0 ? <Text c="dimmed">No collection yet.</Text> : <CollectionList project={project} />}
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
