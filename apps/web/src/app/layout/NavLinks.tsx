import { NavLink } from 'react-router';
import { hasAccess, type AccessLevel } from '@arcana/shared';
import { useSessionUser } from '../../features/sessions/session.api';
import classes from './Header.module.css';

const NAV_LINKS: ReadonlyArray<{ to: string; label: string; access: AccessLevel }> = [
  { to: '/', label: 'Home', access: 'public' },
  { to: '/projects', label: 'Projects', access: 'public' },
  { to: '/inventory', label: 'Inventory', access: 'public' },
  { to: '/forge', label: 'The Forge', access: 'public' },
  { to: '/devs', label: 'Dev Tools', access: 'developer' },
  { to: '/admin', label: 'Admin Panel', access: 'admin' },
];

/** The header's links; the developer tools and the admin panel only for those who may use them (hidden while observing). */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { user, isObserving } = useSessionUser();
  const level = isObserving ? null : user;
  return NAV_LINKS.filter((link) => hasAccess(level, link.access)).map((link) => (
    <NavLink key={link.to} to={link.to} end={link.to === '/'} className={classes.link} onClick={onNavigate}>
      {link.label}
    </NavLink>
  ));
}
