import { useMemo, type ReactNode } from 'react';
import { Anchor, Alert, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PROJECT_PICTURE_SIZES, tradingTermsIn, tradingWords } from '@arcana/shared';
import { ZOddsVersion, type TCollection, type TProject } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { LinkifiedText } from '../../components/LinkifiedText';
import layout from '../../components/PageLayout.module.css';
import { DrawsLeftBadge } from '../cards';
import { SeedChainHead } from '../fairness';
import { WaysToEarn } from '../rewards';
import { CollectionDraw } from './CollectionDraw';
import { CollectionGallery } from './CollectionGallery';
import { CollectionOdds } from './CollectionOdds';
import { projectLinks } from './project-links';
import { usePublishedVersionQuery } from './projects.api';
import { VersionList } from './VersionList';
import { YourCardsHere } from './YourCardsHere';
import { ProjectSets } from '../crafting';
import { MarketTeaser } from '../trading';
import classes from './Projects.module.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3}>{title}</Title>
      {children}
    </Stack>
  );
}

/**
 * One published collection: its free card, its cards and then its odds as its version in force says
 * them, and every version. `inReview`: the canonical text of the version waiting, for an admin's
 * preview (nothing to claim there).
 */
function CollectionSection({
  collection,
  project,
  preview,
  inReview,
}: {
  collection: TCollection;
  project: TProject;
  preview: boolean;
  inReview?: string;
}) {
  const { data: published, error } = usePublishedVersionQuery(collection.activeVersionHash ?? '', {
    skip: inReview !== undefined || !collection.activeVersionHash,
  });
  const canonical = inReview ?? published?.canonical;
  // Read once per version: the page is drawn again as answers arrive (the viewer's session, what they hold).
  const version = useMemo(() => (canonical ? ZOddsVersion.parse(JSON.parse(canonical)) : null), [canonical]);
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
      {!preview && <CollectionDraw collectionId={collection.id} collectionName={collection.name} />}
      {!preview && (
        <Section title="Ways to earn">
          <WaysToEarn collectionId={collection.id} project={project} />
        </Section>
      )}
      {version ? (
        <>
          <CollectionGallery collection={collection} version={version} preview={preview} />
          <Section title="Odds">
            <CollectionOdds collection={collection} version={version} />
          </Section>
          <Section title="Trading">
            <Text>{tradingWords(tradingTermsIn(project.slug, version))}</Text>
          </Section>
        </>
      ) : (
        <Section title="Odds">{error ? <Alert color="red">{extractErrorText(error)}</Alert> : <Skeleton height={160} />}</Section>
      )}
      <Section title="Odds versions">
        <VersionList versions={collection.versions} />
      </Section>
    </section>
  );
}

/** `preview`: an admin's look at it as the public will see it, with nothing of their own (their draws). */
function ProjectHeader({ project, preview }: { project: TProject; preview: boolean }) {
  const links = projectLinks(project.links);
  return (
    <header className={layout.header}>
      {project.coverUrl && (
        <img
          className={classes.cover}
          src={project.coverUrl}
          alt={`${project.name}’s cover`}
          {...PROJECT_PICTURE_SIZES.cover}
          decoding="async"
          fetchPriority="high"
        />
      )}
      <div className={classes.accent} style={{ background: project.accentColor }} aria-hidden />
      <Group gap="md" wrap="nowrap">
        {project.avatarUrl && (
          <img
            className={classes.avatar}
            src={project.avatarUrl}
            // Unnamed: the project's name is beside it.
            alt=""
            {...PROJECT_PICTURE_SIZES.avatar}
            decoding="async"
          />
        )}
        <Title order={preview ? 2 : 1}>{project.name}</Title>
      </Group>
      {project.tagline && <Text size="lg">{project.tagline}</Text>}
      <Group gap="xs">
        <Badge variant="light">{project.owner ? `by ${project.owner}` : 'by Arcana'}</Badge>
        {!preview && <DrawsLeftBadge projectSlug={project.slug} />}
        {!preview && <MarketTeaser projectSlug={project.slug} />}
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

/**
 * A project as the public sees it: its header, then each collection, then for a collector the head of
 * their seed chain here (docs/decisions/047). `reviewing`: the admin's preview
 * of a collection waiting for review, shown as it will be once approved, under a heading of the page's.
 */
export function ProjectView({ project, reviewing }: { project: TProject; reviewing?: { collectionId: string; canonical: string } }) {
  return (
    <>
      <ProjectHeader project={project} preview={Boolean(reviewing)} />
      {project.collections.map((collection) => (
        <CollectionSection
          key={collection.id}
          collection={collection}
          project={project}
          preview={Boolean(reviewing)}
          inReview={collection.id === reviewing?.collectionId ? reviewing.canonical : undefined}
        />
      ))}
      {/* Last on the page: a collector's own parts arrive after the page is drawn for anyone, and move nothing above them. */}
      {!reviewing && <YourCardsHere projectSlug={project.slug} />}
      {!reviewing && <ProjectSets projectSlug={project.slug} />}
      {!reviewing && <SeedChainHead projectSlug={project.slug} />}
    </>
  );
}
