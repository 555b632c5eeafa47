import type { ReactNode } from 'react';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ErrorCode } from '@arcana/shared';
import { errorCode, extractErrorText } from '../../api/error-text';

interface Explanation {
  title: string;
  /** What to do about it; the server's own sentence when it says it best. */
  body: (serverText: string) => ReactNode;
}

/** The verifier's refusals, by code: each says what happened and what to do. */
const EXPLANATIONS: Partial<Record<ErrorCode, Explanation>> = {
  STEAM_PROFILE_PRIVATE: {
    title: 'This Steam profile’s game details are private',
    body: () => (
      <>
        <Text size="sm">Steam shares achievements only for profiles whose game details are public. The account’s owner can change it:</Text>
        <List type="ordered" size="sm" mt="xs" spacing={4}>
          <List.Item>In Steam, open the profile and choose Edit Profile.</List.Item>
          <List.Item>Open Privacy Settings.</List.Item>
          <List.Item>Set “My profile” and “Game details” to Public.</List.Item>
        </List>
        <Text size="sm" mt="xs">
          Steam can take a few minutes to apply it; then verify again.
        </Text>
      </>
    ),
  },
  STEAM_APP_HAS_NO_STATS: {
    title: 'No achievements found',
    body: (serverText) => <Text size="sm">{serverText}</Text>,
  },
  STEAM_NOT_LINKED: {
    title: 'No Steam account linked',
    body: () => (
      <Text size="sm">
        Enter a Steam ID above, or link your Steam account in{' '}
        <Anchor component={Link} to="/settings?tab=integrations" size="sm">
          Settings → Integrations
        </Anchor>{' '}
        to check your own.
      </Text>
    ),
  },
  UPSTREAM_UNAVAILABLE: {
    title: 'Steam did not answer',
    body: () => <Text size="sm">Steam’s Web API could not be reached just now. Try again in a minute.</Text>,
  },
  VALIDATION_ERROR: {
    title: 'Check the fields',
    body: (serverText) => <Text size="sm">{serverText}</Text>,
  },
};

const GENERIC: Explanation = { title: 'Verification failed', body: (serverText) => <Text size="sm">{serverText}</Text> };

export function SteamAchievementsFailure({ failure }: { failure: unknown }) {
  const code = errorCode(failure);
  const { title, body } = (code && EXPLANATIONS[code]) || GENERIC;
  return (
    <Alert color={code === 'STEAM_PROFILE_PRIVATE' || code === 'STEAM_NOT_LINKED' ? 'yellow' : 'red'} title={title} role="alert">
      {body(extractErrorText(failure))}
    </Alert>
  );
}
