import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { needsEmailVerification } from '@arcana/shared';
import type { TUser } from '@arcana/shared/schemas';
import { useLogout } from '../../features/auth/hooks/useSession';
import { WalletButton } from '../../wallet/WalletButton';
import { NotificationBell } from './NotificationBell';
import classes from './Header.module.css';

/** The signed-in part of the header: wallet control and the user menu (loaded only for signed-in users). */
export default function UserMenu({ user }: { user: TUser }) {
  const logout = useLogout();
  // An account that has not verified its e-mail may not act yet (the server refuses it): no wallet, no bell.
  const mayAct = !needsEmailVerification(user);
  return (
    <>
      {mayAct && <WalletButton />}
      {mayAct && <NotificationBell />}
      <Menu position="bottom-end" width={240}>
        <Menu.Target>
          <UnstyledButton aria-label="User menu" className={classes.userButton}>
            <Group gap={8} wrap="nowrap">
              <Avatar src={user.pfp?.link} alt="" radius="xl" size={32} color="arcane">
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
    </>
  );
}
