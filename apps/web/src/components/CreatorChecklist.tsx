import { Anchor, List } from '@mantine/core';
import { Link } from 'react-router';
import { PROJECT_MESSAGES } from '@arcana/shared';
import type { TUser } from '@arcana/shared/schemas';

/**
 * What a creator's tools (projects, rules, keys, webhooks, the stream overlay) need, by the code the
 * server refuses with when it lacks: a creator holds an audience's trust (docs/product-rules.md
 * "Projects and odds"). Each with whether the account has it, and the settings tab where it is met.
 */
const CREATOR_NEEDS = {
  VERIFIED_EMAIL_REQUIRED: {
    rule: PROJECT_MESSAGES.creatorNeedsVerifiedEmail,
    met: (user: TUser) => user.emailVerified,
    tab: 'profile',
    label: 'Profile settings',
  },
  TWO_FACTOR_REQUIRED: {
    rule: PROJECT_MESSAGES.creatorNeedsTwoFactor,
    met: (user: TUser) => user.has2FA,
    tab: 'security',
    label: 'Security settings',
  },
} as const;

export type CreatorNeed = keyof typeof CREATOR_NEEDS;

export const isCreatorNeed = (code: string | undefined): code is CreatorNeed => code !== undefined && code in CREATOR_NEEDS;

export const isCreator = (user: TUser): boolean => Object.values(CREATOR_NEEDS).every((need) => need.met(user));

/** Where in settings a need is met; in the words' own colour, underlined, so it stays legible on a notice too. */
export function CreatorSettingsLink({ need }: { need: CreatorNeed }) {
  const { tab, label } = CREATOR_NEEDS[need];
  return (
    <Anchor component={Link} to={`/settings?tab=${tab}`} underline="always" c="inherit">
      {label}
    </Anchor>
  );
}

/** What stands between the account and a creator's tools, each with the place in settings that settles it. */
export function CreatorChecklist({ user }: { user: TUser }) {
  return (
    <List spacing="xs">
      {(Object.keys(CREATOR_NEEDS) as CreatorNeed[])
        .filter((need) => !CREATOR_NEEDS[need].met(user))
        .map((need) => (
          <List.Item key={need}>
            {CREATOR_NEEDS[need].rule}: <CreatorSettingsLink need={need} />
          </List.Item>
        ))}
    </List>
  );
}
