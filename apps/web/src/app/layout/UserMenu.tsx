import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { TUser } from '@arcana/shared/schemas';
import { useLogout } from '../../features/auth/hooks/useSession';
import classes from './Header.module.css';

/** The account menu: username and e-mail, Settings, Admin Panel for admins, Logout. */
export function UserMenu({ user }: { user: TUser }) {
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={240}>
      <Menu.Target>
        {/* The name starts with the username it shows (WCAG 2.5.3), then says what it opens. */}
        <UnstyledButton aria-label={`${user.username}, User menu`} className={classes.userButton}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.pfp?.link} alt="" radius="xl" size={32} color="arcane" aria-hidden>
              {user.username.slice(0, 1).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={600}>
              {user.username}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="bright">
            {user.username}
          </Text>
          <Text size="xs">{user.email}</Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/settings">
          Settings
        </Menu.Item>
        {user.isAdmin && (
          <Menu.Item component={Link} to="/admin">
            Admin Panel
          </Menu.Item>
        )}
        <Menu.Item color="red" onClick={() => void logout()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
