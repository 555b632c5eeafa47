import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { INTEGRATOR_MESSAGES, PLAYER_LINK_LIMITS } from '@arcana/shared';
import type { TPlayerLink } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { ErrorAlert } from '../../components/ErrorAlert';
import layout from '../../components/PageLayout.module.css';
import { usePageTitle } from '../../components/usePageTitle';
import { useSessionUser } from '../sessions';
import { LinkConfirmation } from './LinkConfirmation';
import { useLinkPlayerMutation, usePreviewLinkCodeMutation } from './player-links.api';

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

/**
 * The code, then the project it is from: nothing is linked before the player has seen who asks and
 * agreed. A code in the address is looked up at once.
 */
function CodeForm({ initialCode, readOnly }: { initialCode: string; readOnly: boolean }) {
  const [code, setCode] = useState(initialCode);
  const [preview, previewing] = usePreviewLinkCodeMutation();
  const [link, linking] = useLinkPlayerMutation();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || readOnly || initialCode.trim() === '') return;
    asked.current = true;
    void preview(initialCode);
  }, [initialCode, preview, readOnly]);

  if (linking.data) return <Linked link={linking.data} />;
  if (previewing.data)
    return (
      <LinkConfirmation
        preview={previewing.data}
        linking={linking.isLoading}
        error={linking.error ? extractErrorText(linking.error) : null}
        readOnly={readOnly}
        onLink={() => void link(code)}
        onCancel={() => {
          previewing.reset();
          linking.reset();
          setCode('');
        }}
      />
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void preview(code);
      }}
      noValidate
    >
      <Stack>
        <ErrorAlert message={previewing.error ? extractErrorText(previewing.error) : null} />
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
          <Button type="submit" loading={previewing.isLoading} disabled={readOnly || code.trim() === ''}>
            Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /link?code=…: a player enters the code their game shows, sees the project asking, and links the game's player to their account. */
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
