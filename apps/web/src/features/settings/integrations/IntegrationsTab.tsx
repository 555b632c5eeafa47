import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { LOGIN_PROVIDERS, PROVIDER_LABELS, type TProvider } from '@arcana/shared';
import type { TUser } from '@arcana/shared/schemas';
import { ProviderIcon } from '../../../components/ProviderIcon';
import { toast } from '../../../components/toast';
import { SettingsSection } from '../SettingsSection';

/** Sign-in providers, then the integrations that are only linked (spec part 2 §5 "Providers"). */
const LISTED: TProvider[] = ['email', ...LOGIN_PROVIDERS, 'x', 'instagram'];

/** What a linked provider shows of the account (spec part 1 §3 "Provider definitions"). */
function accountLabel(user: TUser, provider: TProvider): string | null {
  if (provider === 'email') return user.hasPassword ? user.email : null;
  const data = user.auth.providers[provider]?.data;
  if (!data) return null;
  const value = data.displayName ?? data.username ?? data.email;
  if (value === undefined) return 'Connected';
  return provider === 'discord' ? `@${String(value)}` : String(value);
}

/** Linking and unlinking go through the provider's OAuth, which arrives with social sign-in. */
const notYet = (provider: TProvider) =>
  toast.error('Failed to start authentication', `${PROVIDER_LABELS[provider]} accounts cannot be linked or unlinked yet.`);

/**
 * Linked sign-in methods. At least one must stay, and the e-mail/password one cannot be unlinked
 * (spec part 1 §5).
 */
export function IntegrationsTab({ user, readOnly }: { user: TUser; readOnly: boolean }) {
  const signInMethods = user.providers.filter((p) => p !== 'wallet').length;
  return (
    <SettingsSection title="Connected accounts" description="Sign-in methods and integrations linked to your account.">
      <Stack gap="xs">
        {LISTED.map((provider) => {
          const linked = user.providers.includes(provider);
          const account = accountLabel(user, provider);
          const unlinkBlocked = provider === 'email' || signInMethods <= 1;
          return (
            <Group key={provider} justify="space-between" data-testid={`integration-${provider}`}>
              <Group gap="sm">
                <ProviderIcon provider={provider} />
                <div>
                  <Text fw={500}>{PROVIDER_LABELS[provider]}</Text>
                  <Text size="sm" c="dimmed">
                    {linked ? account : 'Not connected'}
                  </Text>
                </div>
              </Group>
              {linked ? (
                <Tooltip
                  label={provider === 'email' ? 'The email provider cannot be unlinked' : 'Keep at least one sign-in method'}
                  disabled={!unlinkBlocked}
                >
                  <Button variant="default" size="xs" disabled={readOnly || unlinkBlocked} onClick={() => notYet(provider)}>
                    Unlink
                  </Button>
                </Tooltip>
              ) : provider === 'email' ? (
                <Badge variant="light" color="gray">
                  Set a password in Security
                </Badge>
              ) : (
                <Button variant="light" size="xs" disabled={readOnly} onClick={() => notYet(provider)}>
                  Link
                </Button>
              )}
            </Group>
          );
        })}
      </Stack>
    </SettingsSection>
  );
}
