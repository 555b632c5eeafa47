import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PROJECT_MESSAGES } from '@arcana/shared';
import type { TUser } from '@arcana/shared/schemas';

/** Whether the account may create projects: a creator holds an audience's trust (docs/product-rules.md "Projects and odds"). */
export const canCreate = (user: TUser): boolean => user.emailVerified && user.has2FA;

/** What stands between the account and creating, each with the place in settings that settles it. */
export function CreatorRequirements({ user }: { user: TUser }) {
  return (
    <Paper withBorder p="lg" maw={640} mx="auto">
      <Stack gap="sm">
        <Title order={2}>Before you create</Title>
        <Text c="dimmed">
          Collectors trust a creator with the odds of every card they draw, so a creator’s account is protected twice over.
        </Text>
        <List spacing="xs">
          {!user.emailVerified && (
            <List.Item>
              {PROJECT_MESSAGES.creatorNeedsVerifiedEmail}:{' '}
              <Anchor component={Link} to="/settings?tab=profile" underline="always">
                Profile settings
              </Anchor>
            </List.Item>
          )}
          {!user.has2FA && (
            <List.Item>
              {PROJECT_MESSAGES.creatorNeedsTwoFactor}:{' '}
              <Anchor component={Link} to="/settings?tab=security" underline="always">
                Security settings
              </Anchor>
            </List.Item>
          )}
        </List>
      </Stack>
    </Paper>
  );
}
