import type { ReactNode } from 'react';
import { Alert, Anchor, Avatar, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { countText, PROFILE_MESSAGES, profileFacts, profileWords } from '@arcana/shared';
import type { TPublicProfile } from '@arcana/shared/schemas';
import { errorCode, extractErrorText } from '../../api/error-text';
import { BadgeTile } from '../../components/BadgeMedal';
import layout from '../../components/PageLayout.module.css';
import { TitledSection } from '../../components/TitledSection';
import { usePageTitle } from '../../components/usePageTitle';
import { CollectibleCard } from '../cards';
import { useSessionUser } from '../sessions';
import { usePublicProfileQuery } from './profiles.api';
import classes from './ProfilePage.module.css';

const Section = (props: { id: string; title: string; children: ReactNode }) => <TitledSection {...props} className={classes.section} />;

function ProfileView({ profile }: { profile: TPublicProfile }) {
  const { username, picture, badges, cards, projects } = profile;
  return (
    <>
      <header className={classes.identity}>
        <Avatar src={picture} alt="" size={72} radius="xl" color="arcane" aria-hidden>
          {username.slice(0, 2).toUpperCase()}
        </Avatar>
        <Stack gap={4} className={classes.who}>
          <Title order={1} className={classes.name}>
            {username}
          </Title>
          {profileFacts(profile).map((fact) => (
            <Text key={fact} c="dimmed">
              {fact}
            </Text>
          ))}
        </Stack>
      </header>
      <Section id="profile-badges" title="Badges">
        {badges.length ? (
          <ul className={classes.badges}>
            {badges.map((badge) => (
              <li key={badge.setId}>
                <BadgeTile level={badge.level} name={badge.name} detail={`Level ${badge.level} · ${badge.project.name}`} />
              </li>
            ))}
          </ul>
        ) : (
          <Text c="dimmed">No badges yet: a set completed at the Forge earns one.</Text>
        )}
      </Section>
      <Section id="profile-cards" title="Cards">
        {cards.length ? (
          <ul className={classes.cards}>
            {cards.map((card, i) => (
              // A card shown here has no id of its own: its place in the owner's order is its key.
              <li key={i}>
                <CollectibleCard card={{ ...card, id: `shown-${i}`, seenAt: card.collectedAt }} fullWidth priority={i < 4} />
                <Text size="xs" c="dimmed" mt={4}>
                  {card.project.name}
                </Text>
              </li>
            ))}
          </ul>
        ) : (
          <Text c="dimmed">{username} has not chosen cards to show yet.</Text>
        )}
      </Section>
      <Section id="profile-projects" title="Projects">
        {projects.length ? (
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {projects.map((project) => (
              <li key={project.slug}>
                <Anchor component={Link} to={`/projects/${project.slug}`}>
                  {project.name}
                </Anchor>{' '}
                <Text span c="dimmed">
                  · {countText(project.count, 'card', 'cards')}
                </Text>
              </li>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">No cards collected yet.</Text>
        )}
      </Section>
      <Button component={Link} to={projects[0] ? `/projects/${projects[0].slug}` : '/projects'} size="md" w="fit-content">
        {projects[0] ? `Collect cards from ${projects[0].name}` : 'Find a project to collect'}
      </Button>
    </>
  );
}

/** What the page says when there is no public profile here; its owner, signed in, is shown where to make it public. */
function NotPublic({ username, error }: { username: string; error: unknown }) {
  const { user } = useSessionUser();
  const own = user?.username.toLowerCase() === username.toLowerCase();
  const known = !error || errorCode(error) === 'PROFILE_NOT_FOUND' || errorCode(error) === 'VALIDATION_ERROR';
  return (
    <Alert color={own && known ? 'arcane' : 'red'} title={PROFILE_MESSAGES.notPublic}>
      {own && known ? (
        <>
          Only you know it is here.{' '}
          <Anchor component={Link} to="/settings?tab=profile">
            Make it public in Settings
          </Anchor>
        </>
      ) : (
        <>
          {known ? 'Its owner keeps it private, or no collector has that name.' : extractErrorText(error)}{' '}
          <Anchor component={Link} to="/projects">
            See the projects
          </Anchor>
        </>
      )}
    </Alert>
  );
}

/**
 * /u/{username}: a collector's public profile (docs/product-rules.md "Public profiles"): their badges,
 * the cards they chose and the projects they collect, nothing else of the account. Rendered on request
 * with its preview's meta.
 */
export default function ProfilePage() {
  const { username = '' } = useParams();
  const { data: profile, error, isLoading } = usePublicProfileQuery(username);
  usePageTitle(profile ? profileWords(profile).title : 'Collector');
  return (
    <div className={layout.page}>
      {isLoading ? (
        <Stack>
          <Skeleton height={72} width="40%" />
          <Skeleton height={320} />
        </Stack>
      ) : error || !profile ? (
        <NotPublic username={username} error={error} />
      ) : (
        <ProfileView profile={profile} />
      )}
    </div>
  );
}
