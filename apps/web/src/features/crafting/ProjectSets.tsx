import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSessionUser } from '../sessions';
import { useProjectCraftingQuery } from './crafting.api';
import { SetProgress } from './SetProgress';

/**
 * A signed-in collector's sets on a project's page (docs/product-rules.md "Crafting"): each set of
 * its collections with crafting, their badge's level and what they still lack, and the way to the
 * Forge. Nothing for a visitor, or where no collection crafts.
 */
export function ProjectSets({ projectSlug }: { projectSlug: string }) {
  const { user } = useSessionUser();
  const { data } = useProjectCraftingQuery(projectSlug, { skip: !user });
  const crafting = data?.collections.filter((collection) => collection.terms) ?? [];
  if (crafting.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="your-sets">
      <Title order={3} id="your-sets">
        Your sets
      </Title>
      {crafting.flatMap((collection) => collection.sets.map((set) => <SetProgress key={set.id} set={set} designs={collection.designs} />))}
      <Text size="sm">
        <Anchor component={Link} to={`/forge?tab=craft&project=${encodeURIComponent(projectSlug)}`}>
          Craft at the Forge
        </Anchor>
        {data && ` — ${data.essence} essence of ${data.project.name}`}
      </Text>
    </Stack>
  );
}
