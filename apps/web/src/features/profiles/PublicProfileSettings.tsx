import { useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from '@arcana/shared';
import type { TCard } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { CopyLinkField } from '../../components/CopyLinkField';
import { ErrorAlert } from '../../components/ErrorAlert';
import { toast } from '../../components/toast';
import { cardLine, ShownCardsPicker } from './ShownCardsPicker';
import { useChangeMyProfileMutation, useMyProfileQuery } from './profiles.api';

/** The chosen cards, in the order the profile shows them: each moved up or down, or taken off. */
function ChosenCards({ cards, locked, onChange }: { cards: TCard[]; locked: boolean; onChange: (cards: TCard[]) => void }) {
  const moved = (from: number, to: number) => {
    const next = [...cards];
    next.splice(to, 0, next.splice(from, 1)[0]!);
    onChange(next);
  };
  return (
    <Stack gap={4} component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Cards your profile shows">
      {cards.map((card, i) => (
        <Group key={card.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" style={{ minWidth: 0 }}>
            {i + 1}. {cardLine(card)}
          </Text>
          <Group gap={2} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={`Move ${card.name} up`} disabled={locked || i === 0} onClick={() => moved(i, i - 1)}>
              ↑
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={`Move ${card.name} down`}
              disabled={locked || i === cards.length - 1}
              onClick={() => moved(i, i + 1)}
            >
              ↓
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Stop showing ${card.name}`}
              disabled={locked}
              onClick={() => onChange(cards.filter((one) => one.id !== card.id))}
            >
              ×
            </ActionIcon>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * Settings' public profile (docs/product-rules.md "Public profiles"): off until its owner turns it on;
 * its address to copy; and the cards it shows, chosen from the owner's own, up to twelve.
 */
export function PublicProfileSettings({ readOnly }: { readOnly: boolean }) {
  const { data: profile, error: readError } = useMyProfileQuery();
  const [change, changing] = useChangeMyProfileMutation();
  const [picking, setPicking] = useState(false);
  // The picker shows its own refusal; this one is for changes made here.
  const error = readError ?? (picking ? undefined : changing.error);
  const saveCards = (cards: TCard[]) =>
    change({ cardIds: cards.map((card) => card.id) })
      .unwrap()
      .then(() => toast.success(PROFILE_MESSAGES.cardsSaved));

  if (!profile) return readError ? <ErrorAlert message={extractErrorText(readError)} /> : <Skeleton height={120} radius="sm" />;
  return (
    <Stack gap="sm">
      {/* Its words beneath it, not as its description: Mantine writes that inside the label, into the switch's name. */}
      <Switch
        label="Anyone with the link sees my profile"
        checked={profile.public}
        disabled={readOnly}
        onChange={(event) =>
          void change({ public: event.currentTarget.checked })
            .unwrap()
            .then(
              (saved) => toast.info(saved.public ? PROFILE_MESSAGES.madePublic : PROFILE_MESSAGES.madePrivate),
              () => undefined,
            )
        }
      />
      <Text size="sm" c="dimmed">
        Your badges, the cards you choose and the projects you collect. Nothing else of your account.
      </Text>
      {profile.public && (
        <Stack gap={4}>
          <CopyLinkField label="Your profile’s address" url={profile.url} shareTitle="My collection on Arcana" />
          <Anchor component={Link} to={new URL(profile.url).pathname} size="sm">
            See your profile
          </Anchor>
        </Stack>
      )}
      <Text size="sm" fw={600}>
        Cards to show ({profile.cards.length} of {PROFILE_LIMITS.cardsShown})
      </Text>
      {profile.cards.length ? (
        // Each change saves the whole order: one at a time, so a quick second click starts from the first's outcome.
        <ChosenCards
          cards={profile.cards}
          locked={readOnly || changing.isLoading}
          onChange={(cards) => void saveCards(cards).catch(() => undefined)}
        />
      ) : (
        <Text size="sm" c="dimmed">
          None chosen yet: your profile shows your badges and projects.
        </Text>
      )}
      <Button variant="light" w="fit-content" disabled={readOnly} onClick={() => setPicking(true)}>
        Choose cards
      </Button>
      <ErrorAlert message={error ? extractErrorText(error) : null} />
      {picking && <ShownCardsPicker shown={profile.cards} onSave={saveCards} onClose={() => setPicking(false)} />}
    </Stack>
  );
}
