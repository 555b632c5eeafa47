import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  LINKABLE_PROVIDERS,
  LOGIN_PROVIDERS,
  PROVIDER_LABELS,
  signInMethods,
  type TLinkableProvider,
  type TProvider,
} from '@arcana/shared';
import type { TUser } from '@arcana/shared/schemas';
import { useOauthProvidersQuery, useUnlinkProviderMutation } from '../oauth';
import { extractErrorText } from '../../api/error-text';
import { ProviderIcon } from '../../components/ProviderIcon';
import { toast } from '../../components/toast';
import { useProviderLink } from './useProviderLink';
import { SteamVerify } from './SteamVerify';

/** What a linked provider shows of the account (docs/product-rules.md "Social sign-in"). */
function accountLabel(user: TUser, provider: TProvider): string | null {
  if (provider === 'email') return user.hasPassword ? user.email : null;
  const data = user.auth.providers[provider]?.data;
  if (!data) return null;
  const value = data.displayName ?? data.username ?? data.email;
  if (value === undefined || value === '') return 'Connected';
  return provider === 'discord' ? `@${String(value)}` : String(value);
}

const isLinkable = (provider: TProvider): provider is TLinkableProvider => (LINKABLE_PROVIDERS as readonly string[]).includes(provider);
const isSignIn = (provider: TProvider) => (LOGIN_PROVIDERS as readonly string[]).includes(provider);

/**
 * Providers with Link and Unlink. At least one sign-in method stays (the server refuses too), the
 * e-mail/password one cannot be unlinked, and a provider this server cannot reach is shown disabled
 * with the reason (docs/product-rules.md "Social sign-in").
 */
export function ProviderList({ user, readOnly, providers }: { user: TUser; readOnly: boolean; providers: readonly TProvider[] }) {
  const available = useOauthProvidersQuery();
  const { link, linking } = useProviderLink();
  const [unlink, { isLoading: unlinking, originalArgs: unlinkingProvider }] = useUnlinkProviderMutation();
  const methods = signInMethods(user.providers).length;

  async function onUnlink(provider: TLinkableProvider) {
    try {
      const result = await unlink(provider).unwrap();
      toast.success(result.message);
    } catch (failure) {
      toast.error('Unlink Failed', extractErrorText(failure));
    }
  }

  return (
    <Stack gap="xs">
      {providers.map((provider) => {
        const label = PROVIDER_LABELS[provider];
        const linked = user.providers.includes(provider);
        const enabled = available.data?.providers.some((p) => p.id === provider && p.enabled) ?? false;
        const unlinkBlocked =
          provider === 'email'
            ? 'The email provider cannot be unlinked'
            : isSignIn(provider) && methods <= 1
              ? 'Keep at least one sign-in method'
              : null;
        return (
          <Group key={provider} justify="space-between" data-testid={`integration-${provider}`}>
            <Group gap="sm">
              <ProviderIcon provider={provider} />
              <div>
                <Text fw={500}>{label}</Text>
                <Text size="sm" c="dimmed">
                  {linked ? accountLabel(user, provider) : 'Not connected'}
                </Text>
              </div>
            </Group>
            {linked ? (
              <Group gap="xs">
                {provider === 'steam' && <SteamVerify readOnly={readOnly} />}
                <Tooltip label={unlinkBlocked} disabled={!unlinkBlocked}>
                  <Button
                    variant="default"
                    size="xs"
                    aria-label={`Unlink ${label}`}
                    disabled={readOnly || Boolean(unlinkBlocked) || !isLinkable(provider)}
                    loading={unlinking && unlinkingProvider === provider}
                    onClick={() => isLinkable(provider) && void onUnlink(provider)}
                  >
                    Unlink
                  </Button>
                </Tooltip>
              </Group>
            ) : !isLinkable(provider) ? (
              <Badge variant="light" color="gray">
                Set a password in Security
              </Badge>
            ) : (
              <Tooltip label={`${label} is not set up on this server`} disabled={enabled || available.isLoading}>
                <Button
                  variant="light"
                  size="xs"
                  aria-label={`Link ${label}`}
                  disabled={readOnly || !enabled || linking !== null}
                  loading={linking === provider}
                  onClick={() => void link(provider)}
                >
                  Link
                </Button>
              </Tooltip>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
