import { useId } from 'react';
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { TUser } from '@arcana/shared/schemas';
import { useLogout } from '../../features/sessions/useSession';
import classes from './Header.module.css';

/** The account menu: username and e-mail, Settings, Admin Panel for admins, Logout. */
export function UserMenu({ user }: { user: TUser }) {
  const logout = useLogout();
  const nameId = useId();
  const roleId = useId();
  return (
    <Menu position="bottom-end" width={240}>
      <Menu.Target>
        {/* Named '<username> User menu' at every width, though tablets hide the username: the name holds
            the label it shows (WCAG 2.5.3). */}
        <UnstyledButton className={classes.userButton} aria-labelledby={`${nameId} ${roleId}`}>
          <Group gap={8} wrap="nowrap">
            {/* Without a picture, Mantine's figure rather than an initial: a letter would be visible text missing from the name. */}
            <Avatar src={user.pfp?.link} alt="" radius="xl" size={32} color="arcane" aria-hidden />
            {/* From tablets to small laptops the avatar alone leaves the header room; a long name is cut short. */}
            <Text span id={nameId} visibleFrom="md" size="sm" fw={600} maw={160} truncate="end">
              {user.username}
            </Text>
            <VisuallyHidden id={roleId}>User menu</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* Spans, not paragraphs: a menu may hold only its items, groups and separators. */}
        <Menu.Label>
          <Text span display="block" size="sm" fw={600} c="bright">
            {user.username}
          </Text>
          <Text span display="block" size="xs">
            {user.email}
          </Text>
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
