import { ActionIcon, Badge, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { shortAddress } from '@arcana/shared';
import type { TAdminUser } from '@arcana/shared/schemas';
import type { Role } from './admin.api';
import classes from './UserManagement.module.css';

interface Props {
  user: TAdminUser;
  isSelf: boolean;
  onChangeRole: (user: TAdminUser, role: Role, on: boolean) => void;
  onObserve: (user: TAdminUser) => void;
  onDelete: (user: TAdminUser) => void;
}

function DotsIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden focusable="false">
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="19" cy="12" r="2" fill="currentColor" />
    </svg>
  );
}

/** One user of the list: who they are, what they have, and (for anyone but oneself) the actions. */
export function UserRow({ user, isSelf, onChangeRole, onObserve, onDelete }: Props) {
  const discord = user.auth.providers.discord?.username;
  return (
    <Paper component="li" withBorder p="md" radius="md" className={classes.row}>
      <Stack gap={4} className={classes.identity}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{user.username}</Text>
          {isSelf && <Badge variant="outline">You</Badge>}
          {user.isAdmin && <Badge color="arcane">Admin</Badge>}
          {user.isDeveloper && <Badge color="cyan">Developer</Badge>}
        </Group>
        <Text size="sm" c="dimmed" className={classes.email}>
          {user.email ?? 'No email'} · {user.emailVerified ? 'verified' : 'unverified'}
        </Text>
        <Group gap={6} wrap="wrap">
          {user.publicKey && <Badge variant="light">Wallet {shortAddress(user.publicKey)}</Badge>}
          {discord && <Badge variant="light">Discord @{discord}</Badge>}
          {user.hasPassword && <Badge variant="light">Password</Badge>}
          {user.has2FA && <Badge variant="light">2FA</Badge>}
          <Text size="xs" c="dimmed">
            Joined {new Date(user.createdAt).toLocaleDateString()}
          </Text>
        </Group>
      </Stack>
      {!isSelf && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" size="lg" aria-label={`Actions for ${user.username}`}>
              <DotsIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onChangeRole(user, 'admin', !user.isAdmin)}>
              {user.isAdmin ? 'Revoke Admin' : 'Grant Admin'}
            </Menu.Item>
            <Menu.Item onClick={() => onChangeRole(user, 'developer', !user.isDeveloper)}>
              {user.isDeveloper ? 'Revoke Developer' : 'Grant Developer'}
            </Menu.Item>
            {!user.isAdmin && <Menu.Item onClick={() => onObserve(user)}>Observe</Menu.Item>}
            <Menu.Divider />
            <Menu.Item onClick={() => onDelete(user)}>Delete User</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Paper>
  );
}
