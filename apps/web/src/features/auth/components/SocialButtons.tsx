import { useState } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { LOGIN_PROVIDERS, PROVIDER_LABELS } from '@arcana/shared';
import { extractErrorText } from '../../../api/error-text';
import { toast } from '../../../components/toast';
import { ProviderIcon } from '../../../components/ProviderIcon';

type LoginProvider = (typeof LOGIN_PROVIDERS)[number];

const stateKey = (provider: string) => `oauth_state_${provider}`;

/**
 * Square sign-in buttons. Each asks the server for the provider's authorization URL, keeps the state
 * for the callback and leaves for the provider (spec part 1 §4 "Social sign-in button").
 */
export function SocialButtons() {
  const [connecting, setConnecting] = useState<LoginProvider | null>(null);

  async function start(provider: LoginProvider) {
    setConnecting(provider);
    try {
      const res = await fetch(`/api/oauth/${provider}/auth`, { headers: { accept: 'application/json' }, credentials: 'include' });
      const body = (await res.json().catch(() => ({}))) as { authUrl?: string; state?: string; error?: string };
      if (!res.ok || !body.authUrl) throw new Error(body.error ?? 'Failed to get authorization URL');
      if (body.state) sessionStorage.setItem(stateKey(provider), body.state);
      window.location.assign(body.authUrl);
    } catch (error) {
      toast.error('Failed to start authentication', extractErrorText(error));
      setConnecting(null);
    }
  }

  return (
    <Group justify="center" gap="sm">
      {LOGIN_PROVIDERS.map((provider) => (
        <Tooltip key={provider} label={connecting === provider ? 'Connecting...' : `Continue with ${PROVIDER_LABELS[provider]}`}>
          <ActionIcon
            size={48}
            radius="md"
            variant="default"
            aria-label={connecting === provider ? 'Connecting...' : `Continue with ${PROVIDER_LABELS[provider]}`}
            loading={connecting === provider}
            disabled={connecting !== null}
            onClick={() => void start(provider)}
          >
            <ProviderIcon provider={provider} />
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}
