import { useEffect, useState } from 'react';
import { Alert, Button, Group, Select, SimpleGrid, Skeleton, Text, TextInput, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PROJECT_SORTS, type TProjectSummary } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { usePageTitle } from '../../components/usePageTitle';
import layout from '../../components/PageLayout.module.css';
import { projectListQueryOf } from './project-list-query';
import { useProjectListQuery } from './projects.api';
import classes from './Projects.module.css';
import { numberText } from '@arcana/shared';

const SORT_LABELS: Record<(typeof PROJECT_SORTS)[number], string> = { newest: 'Newest', collected: 'Most collected' };
/** How long typing rests before the list follows it. */
const SEARCH_SETTLE_MS = 300;

function ProjectCard({ project }: { project: TProjectSummary }) {
  return (
    <Link to={`/projects/${project.slug}`} className={classes.card} style={{ borderTopColor: project.accentColor }}>
      <Group gap="sm" wrap="nowrap">
        {project.avatarUrl ? (
          // Lazy: most of a page of 24 is below the fold. Unnamed: the project's name follows it in the link.
          <img className={classes.listAvatar} src={project.avatarUrl} alt="" width={48} height={48} loading="lazy" decoding="async" />
        ) : (
          <span className={classes.listAvatar} style={{ background: project.accentColor }} aria-hidden>
            {project.name.charAt(0).toUpperCase()}
          </span>
        )}
        <Title order={2} size="h3">
          {project.name}
        </Title>
      </Group>
      {project.tagline && <Text c="dimmed">{project.tagline}</Text>}
      <Text size="sm">
        {project.owner ? `by ${project.owner}` : 'by Arcana'} · {numberText(project.collected)} cards collected
      </Text>
    </Link>
  );
}

/** /projects: the published projects to choose from, searched, sorted and paged in the address. */
export default function ProjectsPage() {
  usePageTitle('Projects');
  const [params, setParams] = useSearchParams();
  const query = projectListQueryOf(params);
  const { sort, page } = query;
  const q = query.q ?? '';
  const [typed, setTyped] = useState(q);
  const { data, error, isFetching } = useProjectListQuery(query);

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  useEffect(() => {
    if (typed === q) return;
    const settle = setTimeout(() => update({ q: typed.trim() || null, page: null }), SEARCH_SETTLE_MS);
    return () => clearTimeout(settle);
    // update changes with every render; the typed text is what waits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, q]);

  return (
    <div className={layout.page}>
      <header className={layout.header}>
        <Title order={1}>Projects</Title>
        <Text c="dimmed">Choose the game, stream or world you want to support: each shows its odds before you draw.</Text>
      </header>
      <Group align="end" gap="sm">
        <TextInput label="Search projects" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} className={classes.search} />
        <Select
          label="Sort"
          value={sort}
          allowDeselect={false}
          onChange={(value) => update({ sort: value === 'collected' ? 'collected' : null, page: null })}
          data={PROJECT_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
          w={180}
        />
      </Group>
      {error ? (
        <Alert color="red">{extractErrorText(error)}</Alert>
      ) : !data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={120} />
          ))}
        </SimpleGrid>
      ) : data.projects.length === 0 ? (
        <Text>{q ? `No project matches “${q}”.` : 'No project is published yet.'}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy={isFetching}>
          {data.projects.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </SimpleGrid>
      )}
      {data && (page > 1 || data.hasMore) && (
        <Group justify="center" component="nav" aria-label="Pages of projects">
          <Button variant="default" disabled={page <= 1} onClick={() => update({ page: page > 2 ? String(page - 1) : null })}>
            Previous
          </Button>
          <Text>Page {page}</Text>
          <Button variant="default" disabled={!data.hasMore} onClick={() => update({ page: String(page + 1) })}>
            Next
          </Button>
        </Group>
      )}
    </div>
  );
}
