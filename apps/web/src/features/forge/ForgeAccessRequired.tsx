import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { NoticePanel } from '../../components/NoticePanel';

/** docs/product-rules.md "The Forge": a visitor is asked to log in; an observer is told why the tab stays closed. */
export function ForgeAccessRequired({ reason }: { reason: 'signed-out' | 'observing' }) {
  if (reason === 'observing') {
    return (
      <NoticePanel icon="lock" title="Access Required">
        You are viewing this account as an observer, and an observer cannot create or manage collections.
      </NoticePanel>
    );
  }
  return (
    <NoticePanel
      icon="lock"
      title="Access Required"
      action={
        <Button component={Link} to="/login">
          Log In
        </Button>
      }
    >
      Log in to create and manage your card collections.
    </NoticePanel>
  );
}
