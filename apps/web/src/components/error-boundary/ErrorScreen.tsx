import { Anchor, Button, Stack, Text, Title } from '@mantine/core';

interface ErrorScreenProps {
  /** The page's code did not arrive (rather than failing while it rendered). */
  missingCode: boolean;
  onRetry: () => void;
}

/** What a visitor sees instead of a blank page when a page cannot be shown. */
export function ErrorScreen({ missingCode, onRetry }: ErrorScreenProps) {
  return (
    <Stack align="center" justify="center" mih="60vh" gap="sm" p="md" ta="center" role="alert">
      <Title order={1}>{missingCode ? 'This page did not load' : 'Something went wrong'}</Title>
      <Text c="dimmed" maw={480}>
        {missingCode
          ? 'Arcana may have just been updated, or the connection to the server dropped. Check your connection and try again.'
          : 'This page ran into a problem it could not recover from. Trying again usually helps.'}
      </Text>
      <Button onClick={onRetry}>Retry</Button>
      {/* A plain link: it works even when the app itself is what failed. */}
      <Anchor href="/">Go back home</Anchor>
    </Stack>
  );
}
