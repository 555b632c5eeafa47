import { Button, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSessionUser } from '../sessions';
import { ToolGrid } from './ToolGrid';
import { usePageTitle } from '../../components/usePageTitle';
import { NoticePanel } from '../../components/NoticePanel';
import classes from '../../components/PageLayout.module.css';

/** docs/product-rules.md "Developer tools": a visitor is asked to log in (the route's guard normally sends them to /login first). */
function LoginRequired() {
  return (
    <NoticePanel
      icon="lock"
      title="Login Required"
      action={
        <Button component={Link} to="/login">
          Log In
        </Button>
      }
    >
      Log in to use the developer tools.
    </NoticePanel>
  );
}

/** /devs (docs/product-rules.md "Developer tools"): the tool widgets the signed-in user's access level allows. */
export default function DevToolsPage() {
  usePageTitle('Developer Tools');
  const { user, checking } = useSessionUser();

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Title order={1}>Developer Tools</Title>
        <Text c="dimmed">
          Tools for building on and checking the platform: explore the API, verify Steam achievements, and try notifications and e-mails
          before users see them.
        </Text>
      </header>
      {!checking && !user ? <LoginRequired /> : <ToolGrid />}
    </div>
  );
}
