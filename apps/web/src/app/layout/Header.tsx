import { Anchor, Avatar, Burger, Button, Drawer, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink } from 'react-router';
import { useAppSelector } from '../store';
import { useSessionQuery } from '../../api/session.api';
import { useLogout } from '../../features/auth/hooks/useSession';
import { Logo } from '../../components/Logo';
import { WalletButton } from '../../wallet/WalletButton';
import classes from './Header.module.css';

const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/inventory', label: 'Inventory' },
  { to: '/forge', label: 'The Forge' },
] as const;

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return NAV_LINKS.map((link) => (
    <NavLink key={link.to} to={link.to} end className={classes.link} onClick={onNavigate}>
      {link.label}
    </NavLink>
  ));
}

export function Header() {
  const isAuthenticated = useAppSelector((s) => s.session.isAuthenticated);
  const { data } = useSessionQuery(undefined, { skip: !isAuthenticated });
  const user = data?.user;
  const logout = useLogout();
  const [drawerOpen, drawer] = useDisclosure(false);

  return (
    <header className={classes.header}>
      <Group justify="space-between" h="100%" px="md" wrap="nowrap">
        <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Arcana home">
          <Logo />
        </Anchor>
        <Group gap="lg" visibleFrom="sm" component="nav" aria-label="Main">
          <NavLinks />
        </Group>
        <Group gap="sm" visibleFrom="sm">
          {user && <WalletButton />}
          {user ? (
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
          ) : (
            <>
              <Button component={Link} to="/login" variant="default">
                Log In
              </Button>
              <Button component={Link} to="/signup">
                Sign Up
              </Button>
            </>
          )}
        </Group>
        <Burger opened={drawerOpen} onClick={drawer.toggle} hiddenFrom="sm" aria-label="Open menu" />
      </Group>
      <Drawer opened={drawerOpen} onClose={drawer.close} title={<Logo />} hiddenFrom="sm" position="right" size="xs">
        <Stack gap="md" component="nav" aria-label="Mobile">
          <NavLinks onNavigate={drawer.close} />
          {user ? (
            <>
              <WalletButton fullWidth />
              <Button component={Link} to="/inventory" onClick={drawer.close}>
                My Inventory
              </Button>
              <Button component={Link} to="/settings" variant="default" onClick={drawer.close}>
                Settings
              </Button>
              <Button variant="subtle" color="red" onClick={() => void logout().then(drawer.close)}>
                Logout
              </Button>
            </>
          ) : (
            <>
              <Button component={Link} to="/login" variant="default" onClick={drawer.close}>
                Log In
              </Button>
              <Button component={Link} to="/signup" onClick={drawer.close}>
                Sign Up
              </Button>
            </>
          )}
        </Stack>
      </Drawer>
    </header>
  );
}
