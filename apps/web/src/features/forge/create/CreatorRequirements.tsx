import { Paper, Stack, Text, Title } from '@mantine/core';
import type { TUser } from '@arcana/shared/schemas';
import { CreatorChecklist } from '../../../components/CreatorChecklist';

/** What stands between the account and creating, each with the place in settings that settles it. */
export function CreatorRequirements({ user }: { user: TUser }) {
  return (
    <Paper withBorder p="lg" maw={640} mx="auto">
      <Stack gap="sm">
        <Title order={2}>Before you create</Title>
        <Text c="dimmed">
          Collectors trust a creator with the odds of every card they draw, so a creator’s account is protected twice over.
        </Text>
        <CreatorChecklist user={user} />
      </Stack>
    </Paper>
  );
}
