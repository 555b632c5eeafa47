import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { INTEGRATOR_MESSAGES, PLAYER_LINK_LIMITS } from '@arcana/shared';
import type { TPlayerLink } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { ErrorAlert } from '../../components/ErrorAlert';
import layout from '../../components/PageLayout.module.css';
import { usePageTitle } from '../../components/usePageTitle';
import { useSessionUser } from '../sessions';
import { useLinkPlayerMutation } from './player-links.api';

function Linked({ link }: { link: TPlayerLink }) {
  return (
    <Alert color="green" title="Linked" role="status">
      <Stack gap="xs">
        <Text>{INTEGRATOR_MESSAGES.linked(link.project)}</Text>
        <Group gap="md">
          <Anchor component={Link} to={`/projects/${link.projectSlug}`}>
            Go to {link.project}
          </Anchor>
          <Anchor component={Link} to="/settings?tab=integrations">
            Your linked games
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}

function CodeForm({ initialCode, readOnly }: { initialCode: string; readOnly: boolean }) {
  const [code, setCode] = useState(initialCode);
  const [link, linking] = useLinkPlayerMutation();
  if (linking.data) return <Linked link={linking.data} />;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void link(code);
      }}
      noValidate
    >
      <Stack>
        <ErrorAlert message={linking.error ? extractErrorText(linking.error) : null} />
        <TextInput
          label="Code"
          description={`The code your game shows. It works for ${PLAYER_LINK_LIMITS.codeMinutes} minutes.`}
          placeholder="ABCD-EFGH"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          data-autofocus
        />
        <Group>
          <Button type="submit" loading={linking.isLoading} disabled={readOnly || code.trim() === ''}>
            Link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /link?code=…: a player enters the code their game shows, and the game's player is linked to their account. */
export default function LinkGamePage() {
  usePageTitle('Link a game');
  const [params] = useSearchParams();
  const { user, isObserving, checking } = useSessionUser();
  return (
    <div className={layout.page}>
      <header className={layout.header}>
        <Title order={1}>Link a game</Title>
        <Text c="dimmed">The draws you earn playing go to this account, in the game’s project.</Text>
      </header>
      <Paper withBorder p="lg" maw={520}>
        {checking ? (
          <Skeleton height={120} />
        ) : user ? (
          <CodeForm initialCode={params.get('code') ?? ''} readOnly={isObserving} />
        ) : (
          <Stack>
            <Text>Log in to link your game’s player to your Arcana account, then open this page again from the game.</Text>
            <Group>
              <Button component={Link} to="/login">
                Log in
              </Button>
              <Button component={Link} to="/signup" variant="default">
                Sign up
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>
    </div>
  );
}
