import { INTEGRATION_PROVIDERS, LOGIN_PROVIDERS, type TProvider } from '@arcana/shared';
import { Stack } from '@mantine/core';
import type { TUser } from '@arcana/shared/schemas';
import { SettingsSection } from './SettingsSection';
import { ProviderList } from '../integrations';
import { LinkedGames } from '../player-links';

/** Sign-in methods, then the integrations that are only linked (docs/product-rules.md "Integrations"). */
const LISTED: TProvider[] = ['email', ...LOGIN_PROVIDERS, ...INTEGRATION_PROVIDERS];

export function IntegrationsTab({ user, readOnly }: { user: TUser; readOnly: boolean }) {
  return (
    <Stack gap="lg">
      <SettingsSection title="Connected accounts" description="Sign-in methods and integrations linked to your account.">
        <ProviderList user={user} readOnly={readOnly} providers={LISTED} />
      </SettingsSection>
      <SettingsSection title="Linked games" description="Games whose draws come to this account: unlink one to stop them.">
        <LinkedGames readOnly={readOnly} />
      </SettingsSection>
    </Stack>
  );
}
