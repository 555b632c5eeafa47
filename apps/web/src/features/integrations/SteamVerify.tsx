import { Badge, Button, Group } from '@mantine/core';
import { errorStatus } from '../../api/error-text';
import { useCheckSteamPrivacyMutation, useIntegrationsQuery } from './integrations.api';
import { toast } from '../../components/toast';

/**
 * A linked Steam account stays pending while its game details are private
 * (docs/product-rules.md "Integrations"): Verify asks Steam again, and says whether it is linked now or
 * still pending.
 */
export function SteamVerify({ readOnly }: { readOnly: boolean }) {
  const integrations = useIntegrationsQuery();
  const [check, { isLoading }] = useCheckSteamPrivacyMutation();
  const steam = integrations.data?.integrations.find((integration) => integration.provider === 'steam');
  if (!steam?.connected || steam.gameDetailsAccess) return null;

  async function verify() {
    try {
      const { hasAccess } = await check().unwrap();
      if (hasAccess) toast.success('Steam Verified', 'Your game details are visible: Steam is linked.');
      else toast.warning('Still Pending', 'Your Steam game details are still private. Make them public in Steam, then verify again.');
    } catch (failure) {
      // Steam unreachable is a check that could not run; anything else, a verification refused.
      if (errorStatus(failure) === 502) toast.error('Check Failed', 'Could not reach Steam. Please try again later.');
      else toast.error('Verification Failed', 'Your Steam account could not be verified. Please try again.');
    }
  }

  return (
    <Group gap="xs">
      <Badge color="yellow" variant="light">
        Pending
      </Badge>
      <Button size="xs" variant="light" loading={isLoading} disabled={readOnly} onClick={() => void verify()}>
        Verify
      </Button>
    </Group>
  );
}
