import { Anchor, List } from '@mantine/core';
import { Link } from 'react-router';
import { PROJECT_MESSAGES } from '@arcana/shared';
import type { TUser } from '@arcana/shared/schemas';

/**
 * Whether the account may use a creator's tools (projects, rules, keys, webhooks, the stream overlay):
 * a creator holds an audience's trust (docs/product-rules.md "Projects and odds").
 */
export const isCreator = (user: TUser): boolean => user.emailVerified && user.has2FA;

/** One requirement a creator has yet to meet, with the settings tab where it is met. */
function Requirement({ rule, tab, label }: { rule: string; tab: string; label: string }) {
  return (
    <List.Item>
      {rule}:{' '}
      <Anchor component={Link} to={`/settings?tab=${tab}`} underline="always">
        {label}
      </Anchor>
    </List.Item>
  );
}

/** What stands between the account and a creator's tools, each with the place in settings that settles it. */
export function CreatorChecklist({ user }: { user: TUser }) {
  return (
    <List spacing="xs">
      {!user.emailVerified && <Requirement rule={PROJECT_MESSAGES.creatorNeedsVerifiedEmail} tab="profile" label="Profile settings" />}
      {!user.has2FA && <Requirement rule={PROJECT_MESSAGES.creatorNeedsTwoFactor} tab="security" label="Security settings" />}
    </List>
  );
}
