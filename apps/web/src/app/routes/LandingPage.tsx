import { Stack, Text, Title } from '@mantine/core';
import { PRODUCT_NAME } from '@arcana/shared';
import { usePageTitle } from '../../components/usePageTitle';
import { ClaimButton } from '../../features/cards/ClaimButton';
import { CollectPair } from '../../features/cards/CollectPair';

/** The landing page's content layer; the artwork and the scroll overlays arrive as layers around it. */
export default function LandingPage() {
  usePageTitle('Home');
  return (
    <Stack align="center" justify="center" mih="80vh" gap="lg" p="md" ta="center">
      <Text c="cyan.4" fw={600} style={{ letterSpacing: 4 }}>
        {PRODUCT_NAME.toUpperCase()} COLLECTION
      </Text>
      <Title order={1} fz={{ base: 36, sm: 56 }}>
        A network inventory for the real world
      </Title>
      <Text c="dimmed" maw={560}>
        Sign up, choose a project, and get rewards: collectible cards earned by donating, sharing, playing or streaming.
      </Text>
      <ClaimButton />
      <CollectPair />
    </Stack>
  );
}
