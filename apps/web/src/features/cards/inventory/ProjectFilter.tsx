import { memo, useMemo } from 'react';
import { compareNames, numberText } from '@arcana/shared';
import { Select } from '@mantine/core';
import type { TCollectionSummary } from '@arcana/shared/schemas';

/** 'All projects': a value no project's address can take (letters, digits and hyphens only). */
const ALL = '*';

/** Whether the collection's cards come from more than one project: only then is there a choice to offer. */
export const hasProjectChoice = (byProject: TCollectionSummary['byProject'] | undefined, project: string | undefined) =>
  project !== undefined || (byProject?.length ?? 0) > 1;

/**
 * The Project filter (docs/product-rules.md "Inventory"): the projects the collection's cards come
 * from, by name, each with its count. It goes with the rarity or type filter rather than replacing it.
 */
export const ProjectFilter = memo(function ProjectFilter({
  project,
  onProject,
  byProject,
}: {
  /** The chosen project's slug; undefined for all of them. */
  project: string | undefined;
  onProject: (project: string | undefined) => void;
  byProject: TCollectionSummary['byProject'];
}) {
  const data = useMemo(
    () => [
      { value: ALL, label: 'All projects' },
      ...[...byProject]
        .sort((a, b) => compareNames(a.name, b.name) || compareNames(a.slug, b.slug))
        .map(({ slug, name, count }) => ({ value: slug, label: `${name} (${numberText(count)})` })),
    ],
    [byProject],
  );
  return (
    <Select
      label="Project"
      value={project ?? ALL}
      onChange={(value) => onProject(value && value !== ALL ? value : undefined)}
      allowDeselect={false}
      data={data}
    />
  );
});
