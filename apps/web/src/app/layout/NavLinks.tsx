import { NavLink } from 'react-router';
import classes from './Header.module.css';

const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/inventory', label: 'Inventory' },
  { to: '/forge', label: 'The Forge' },
] as const;

export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return NAV_LINKS.map((link) => (
    <NavLink key={link.to} to={link.to} end className={classes.link} onClick={onNavigate}>
      {link.label}
    </NavLink>
  ));
}
