import { memo, useMemo } from 'react';
import { Select } from '@mantine/core';
import type { TCollectionSummary } from '@arcana/shared/schemas';
import { formatCount } from './format-count';

/** 'All projects': a value no project's address can take (letters, digits and hyphens only). */
const ALL = '*';

const byName = new Intl.Collator().compare;

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
        .sort((a, b) => byName(a.name, b.name) || byName(a.slug, b.slug))
        .map(({ slug, name, count }) => ({ value: slug, label: `${name} (${formatCount(count)})` })),
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
