import { Anchor, Center, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { numberText } from '@arcana/shared';
import type { TCraftingOverview } from '@arcana/shared/schemas';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useQueryValue } from '../../components/useQueryTab';
import { extractErrorText } from '../../api/error-text';
import { BadgeTile } from '../../components/BadgeMedal';
import { useCraftingOverviewQuery } from './crafting.api';
import { DismantleDuplicates } from './DismantleDuplicates';
import { ProjectCraft } from './ProjectCraft';

/**
 * The projects to craft in: those whose cards the collector holds, and those they hold essence of.
 */
const projectsOf = (overview: TCraftingOverview) => {
  const all = new Map([...overview.projects, ...overview.essence].map((project) => [project.slug, project.name]));
  return [...all].map(([value, label]) => ({ value, label }));
};

/** One of the opening's panels: its list, or what to do while it is empty. */
function OverviewPanel({ title, id, empty, children }: { title: string; id: string; empty: string | null; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}

function EssenceAndBadges({ overview }: { overview: TCraftingOverview }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <OverviewPanel
        title="Your essence"
        id="your-essence"
        empty={overview.essence.length === 0 ? 'None yet: dismantle cards of a project with crafting to gain its essence.' : null}
      >
        <Stack gap={4}>
          {overview.essence.map((project) => (
            <Group key={project.slug} justify="space-between">
              <Text>{project.name}</Text>
              <Text fw={700}>{numberText(project.balance)}</Text>
            </Group>
          ))}
        </Stack>
      </OverviewPanel>
      <OverviewPanel
        title="Your badges"
        id="your-badges"
        empty={overview.badges.length === 0 ? 'None yet: complete a set to craft its badge.' : null}
      >
        <Group gap="md">
          {overview.badges.map((badge) => (
            <BadgeTile key={badge.setId} level={badge.level} name={badge.name} detail={`Level ${badge.level} · ${badge.project.name}`} />
          ))}
        </Group>
      </OverviewPanel>
    </SimpleGrid>
  );
}

/**
 * The Forge's Craft tab (docs/product-rules.md "Crafting"): the collector's essence per project and
 * badges, 'Dismantle all duplicates', and one project's sets and designs to craft (?project=).
 */
export function CraftTab() {
  const { data: overview, error, isLoading } = useCraftingOverviewQuery();
  const [requested, choose] = useQueryValue('project');
  if (isLoading)
    return (
      <Center py="xl">
        <Loader aria-label="Loading your crafting" />
      </Center>
    );
  if (error || !overview) return <ErrorAlert message={extractErrorText(error)} />;
  const projects = projectsOf(overview);
  const chosen = projects.find((project) => project.value === requested)?.value ?? projects[0]?.value;
  return (
    <Stack gap="lg">
      <Text c="dimmed">
        Dismantle duplicates into their project’s essence, craft the card you want with it, fuse cards into a rarer one, and complete sets
        into badges. Every rule is in the collection’s published terms, and every card made here is a provable draw.
      </Text>
      <EssenceAndBadges overview={overview} />
      {projects.length === 0 ? (
        <Text>
          You hold no cards to craft with yet.{' '}
          <Anchor component={Link} to="/projects">
            Find a project
          </Anchor>
        </Text>
      ) : (
        <>
          <Group align="flex-end" justify="space-between">
            <Select
              label="Project"
              data={projects}
              value={chosen}
              onChange={(slug) => slug && choose(slug)}
              allowDeselect={false}
              maw={360}
              w="100%"
            />
            <DismantleDuplicates />
          </Group>
          {chosen && <ProjectCraft key={chosen} slug={chosen} />}
        </>
      )}
    </Stack>
  );
}
