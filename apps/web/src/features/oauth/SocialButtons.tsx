import { useState } from 'react';
import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { CLIENT_MESSAGES, LOGIN_PROVIDERS, PROVIDER_LABELS, type TLoginProvider } from '@arcana/shared';
import { extractErrorText } from '../../api/error-text';
import { useOauthProvidersQuery, useStartSignInMutation } from './oauth.api';
import { oauthState } from '../../api/session-storage';
import { toast } from '../../components/toast';
import { ProviderIcon } from '../../components/ProviderIcon';

/**
 * Square sign-in buttons. Each asks the server for the provider's authorization URL, keeps the state
 * for the callback and leaves for the provider (docs/product-rules.md "Social sign-in"). A provider
 * this server has no credentials for stays in its place, disabled, and says so.
 */
export function SocialButtons() {
  const [connecting, setConnecting] = useState<TLoginProvider | null>(null);
  const providers = useOauthProvidersQuery();
  const [startSignIn] = useStartSignInMutation();
  const enabled = (provider: TLoginProvider) => providers.data?.providers.some((p) => p.id === provider && p.enabled) ?? false;

  async function start(provider: TLoginProvider) {
    setConnecting(provider);
    try {
      const { authUrl, state } = await startSignIn(provider).unwrap();
      if (!authUrl) throw new Error(CLIENT_MESSAGES.noAuthUrl);
      oauthState.store(provider, state);
      window.location.assign(authUrl);
    } catch (error) {
      toast.error(CLIENT_MESSAGES.startFailed, extractErrorText(error));
      setConnecting(null);
    }
  }

  return (
    <Stack gap={4} align="center">
      <Group justify="center" gap="sm">
        {LOGIN_PROVIDERS.map((provider) => {
          const label = PROVIDER_LABELS[provider];
          const available = enabled(provider);
          const name = connecting === provider ? 'Connecting...' : `Continue with ${label}`;
          const unavailable = providers.isLoading ? 'Checking sign-in providers…' : `${label} sign-in is not set up on this server`;
          return (
            <Tooltip key={provider} label={available ? name : unavailable}>
              {/* data-disabled, not disabled: the button stays focusable, so keyboard users hear why too. */}
              <ActionIcon
                size={48}
                radius="md"
                variant="default"
                aria-label={name}
                aria-disabled={!available || connecting !== null}
                data-disabled={!available || undefined}
                loading={connecting === provider}
                disabled={connecting !== null && connecting !== provider}
                onClick={() => available && connecting === null && void start(provider)}
              >
                <ProviderIcon provider={provider} />
              </ActionIcon>
            </Tooltip>
          );
        })}
      </Group>
      {/* docs/product-rules.md "Social sign-in": the button says 'Connecting...' while the provider's address is fetched. */}
      <Text size="sm" c="dimmed" role="status" mih="1.5em">
        {connecting ? 'Connecting...' : ''}
      </Text>
    </Stack>
  );
}
