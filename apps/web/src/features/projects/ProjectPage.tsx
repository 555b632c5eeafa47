import type { ReactNode } from 'react';
import { Anchor, Alert, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import type { TCollection, TProject } from '@arcana/shared/schemas';
import { ZOddsVersion } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { LinkifiedText } from '../../components/LinkifiedText';
import { usePageTitle } from '../../components/usePageTitle';
import layout from '../../components/PageLayout.module.css';
import { ClaimFreeCard } from './ClaimFreeCard';
import { CollectionOdds } from './CollectionOdds';
import { projectLinks } from './project-links';
import { useProjectQuery, usePublishedVersionQuery } from './projects.api';
import { VersionList } from './VersionList';
import classes from './Projects.module.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3}>{title}</Title>
      {children}
    </Stack>
  );
}

/** One published collection: its free card, its odds as its version in force says them, and every version. */
function CollectionSection({ collection }: { collection: TCollection }) {
  const { data: published, error } = usePublishedVersionQuery(collection.activeVersionHash ?? '', { skip: !collection.activeVersionHash });
  const version = published ? ZOddsVersion.parse(JSON.parse(published.canonical)) : null;
  const id = `collection-${collection.id}`;
  return (
    <section aria-labelledby={id} className={classes.collection}>
      <Title order={2} id={id}>
        {collection.name}
      </Title>
      {collection.description && (
        <Text className={classes.prose}>
          <LinkifiedText text={collection.description} />
        </Text>
      )}
      <ClaimFreeCard collectionId={collection.id} collectionName={collection.name} />
      <Section title="Odds">
        {error ? (
          <Alert color="red">{extractErrorText(error)}</Alert>
        ) : version ? (
          <CollectionOdds collection={collection} version={version} />
        ) : (
          <Skeleton height={160} />
        )}
      </Section>
      <Section title="Odds versions">
        <VersionList versions={collection.versions} />
      </Section>
    </section>
  );
}

function ProjectHeader({ project }: { project: TProject }) {
  const links = projectLinks(project.links);
  return (
    <header className={layout.header}>
      <div className={classes.accent} style={{ background: project.accentColor }} aria-hidden />
      <Title order={1}>{project.name}</Title>
      {project.tagline && <Text size="lg">{project.tagline}</Text>}
      <Group gap="xs">
        <Badge variant="light">{project.owner ? `by ${project.owner}` : 'by Arcana'}</Badge>
      </Group>
      {project.description && (
        <Text className={classes.prose}>
          <LinkifiedText text={project.description} />
        </Text>
      )}
      {links.length > 0 && (
        <Group component="ul" gap="md" className={classes.links} aria-label={`${project.name} elsewhere`}>
          {links.map((link) => (
            <li key={link.label}>
              <Anchor href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </Anchor>
            </li>
          ))}
        </Group>
      )}
    </header>
  );
}

/** /projects/{slug}: a published project, its collections, their odds and versions, and a free card of each. */
export default function ProjectPage() {
  const { slug = '' } = useParams();
  const { data: project, error, isLoading } = useProjectQuery(slug);
  usePageTitle(project?.name ?? 'Project');
  return (
    <div className={layout.page}>
      {isLoading ? (
        <Stack>
          <Skeleton height={40} width="40%" />
          <Skeleton height={20} width="60%" />
          <Skeleton height={200} />
        </Stack>
      ) : error || !project ? (
        <Alert color="red" title="Project not found">
          {error ? extractErrorText(error) : 'Project not found'}
        </Alert>
      ) : (
        <>
          <ProjectHeader project={project} />
          {project.collections.map((collection) => (
            <CollectionSection key={collection.id} collection={collection} />
          ))}
        </>
      )}
    </div>
  );
}
