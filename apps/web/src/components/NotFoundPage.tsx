import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from './usePageTitle';
import { CLIENT_MESSAGES } from '@arcana/shared';

export default function NotFoundPage() {
  usePageTitle(CLIENT_MESSAGES.pageNotFound);
  return (
    <Stack align="center" justify="center" ta="center" mih="70vh" gap="sm" p="md">
      <Text fz={64} fw={800} c="arcane.3" ff="heading" aria-hidden>
        404
      </Text>
      <Title order={1}>{CLIENT_MESSAGES.pageNotFound}</Title>
      <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
      <Anchor component={Link} to="/">
        Go back home
      </Anchor>
    </Stack>
  );
}
