import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { API_PREFIX, fillPath, SHARE_MESSAGES, SHARE_PATHS, sharedCardWords } from '@arcana/shared';
import type { TSharedCard } from '@arcana/shared/schemas';
import { errorCode, extractErrorText } from '../../api/error-text';
import { usePageTitle } from '../../components/usePageTitle';
import { BadgeTile } from '../../components/BadgeMedal';
import layout from '../../components/PageLayout.module.css';
import { CollectibleCard, rarityLabel } from '../cards';
import { DrawProofValues } from '../fairness';
import { CardViewerAt, ViewIn3D } from '../models';
import { useReferralVisit } from '../rewards';
import { CardOwners } from '../trading';
import { useSharedCardQuery } from './shares.api';
import classes from './SharePage.module.css';

const collectedOn = (at: string) => new Date(at).toLocaleDateString('en-US', { dateStyle: 'long' });

/** The owner's badges of the card's project (docs/product-rules.md "Crafting"): each set's medal at its level. */
function OwnerBadges({ owner, projectName, badges }: { owner: string; projectName: string; badges: TSharedCard['badges'] }) {
  return (
    <section aria-labelledby="owner-badges">
      <Title order={2} size="h4" id="owner-badges" mb="xs">
        {owner}’s badges in {projectName}
      </Title>
      <Group gap="md">
        {badges.map((badge) => (
          <BadgeTile key={badge.setId} level={badge.level} name={badge.name} detail={`Level ${badge.level}`} />
        ))}
      </Group>
    </section>
  );
}

function SharedCardView({ shared }: { shared: TSharedCard }) {
  const { card, owner, project, collectedAt, fairness, serverSeed } = shared;
  const model = `${API_PREFIX}${fillPath(SHARE_PATHS.shareModel, { shareId: shared.shareId })}`;
  return (
    <div className={classes.share}>
      <div className={classes.card}>
        <CollectibleCard card={{ ...card, id: shared.shareId, seenAt: collectedAt }} fullWidth priority />
      </div>
      <Stack gap="md" className={classes.about}>
        <div>
          <Title order={1}>{card.name}</Title>
          <Text size="lg">
            {rarityLabel(card.rarity)} {card.type} from{' '}
            <Anchor component={Link} to={`/projects/${project.slug}`}>
              {project.name}
            </Anchor>
          </Text>
          <Text c="dimmed">
            Collected by{' '}
            {shared.ownerProfile ? (
              <Anchor component={Link} to={`/u/${encodeURIComponent(owner)}`} fw={700}>
                {owner}
              </Anchor>
            ) : (
              <strong>{owner}</strong>
            )}{' '}
            on {collectedOn(collectedAt)}
          </Text>
        </div>
        {card.description && <Text>{card.description}</Text>}
        <CardOwners owners={shared.owners} unnamed="A collector" />
        {shared.badges.length > 0 && <OwnerBadges owner={owner} projectName={project.name} badges={shared.badges} />}
        <ViewIn3D>
          <CardViewerAt src={model} name={card.name} arModes="webxr scene-viewer quick-look" />
        </ViewIn3D>
        <Button component={Link} to={`/projects/${project.slug}`} size="md">
          Collect cards from {project.name}
        </Button>
        <section aria-labelledby="share-draw" className={classes.proof}>
          <Title order={2} size="h3" id="share-draw">
            Its draw
          </Title>
          {fairness ? (
            <DrawProofValues proof={{ card, project, fairness, serverSeed }} />
          ) : (
            <Text c="dimmed">This card was collected before draws could be verified: it has no draw to check.</Text>
          )}
        </section>
      </Stack>
    </div>
  );
}

/**
 * /c/{shareId}: a card its owner shared (docs/product-rules.md "Cards in 3D and shared"): the card, its
 * 3D view, its draw's proof and its owner's username, nothing else of theirs. Rendered on request with
 * its preview's meta; a visit by the link's referral is kept, as a project page's is.
 */
export default function SharePage() {
  const { shareId = '' } = useParams();
  const { data: shared, error, isLoading } = useSharedCardQuery(shareId);
  useReferralVisit();
  usePageTitle(shared ? sharedCardWords(shared).title : 'Shared card');
  return (
    <div className={layout.page}>
      {isLoading ? (
        <Stack>
          <Skeleton height={40} width="40%" />
          <Skeleton height={420} />
        </Stack>
      ) : error || !shared ? (
        <Alert color="red" title={SHARE_MESSAGES.shareNotFound}>
          {!error || errorCode(error) === 'SHARE_NOT_FOUND' || errorCode(error) === 'VALIDATION_ERROR'
            ? 'Its owner may have stopped sharing it, or the link is not whole.'
            : extractErrorText(error)}{' '}
          <Anchor component={Link} to="/projects">
            See the projects
          </Anchor>
        </Alert>
      ) : (
        <SharedCardView shared={shared} />
      )}
    </div>
  );
}
