import { lazy, Suspense, useDeferredValue } from 'react';
import { Alert, Loader, Stack, Tabs, Title } from '@mantine/core';
import { useSessionQuery } from '../sessions';
import { usePageTitle } from '../../components/usePageTitle';
import { useQueryTab } from '../../components/useQueryTab';
import { IntegrationsTab } from './IntegrationsTab';
import { ProfileTab } from './profile/ProfileTab';
import { SecurityTab } from './security/SecurityTab';

const TABS = ['profile', 'integrations', 'security', 'notifications'] as const;

// Not part of the page's first screen (the profile tab): fetched when its tab is opened.
const NotificationsTab = lazy(() => import('./NotificationsTab').then((module) => ({ default: module.NotificationsTab })));

/** /settings?tab=…: the tab is in the address, so a link (the game-platform privacy warning) can open one. */
export default function SettingsPage() {
  usePageTitle('Settings');
  const [tab, selectTab] = useQueryTab(TABS);
  // The page stands while the session is checked (it is the prerendered first screen): the profile
  // tab with skeletons for the values, a loader in the others. The user arrives as a store update;
  // the fields it fills are drawn at transition priority.
  const data = useDeferredValue(useSessionQuery().data);
  const readOnly = data?.isObserving ?? false;
  const waiting = <Loader m="xl" aria-label="Loading" />;

  return (
    <Stack maw={860} mx="auto" p={{ base: 'md', xs: 'xl' }}>
      <Title order={1}>Settings</Title>
      {readOnly && (
        <Alert color="yellow" title="Observer Mode">
          You are viewing this account as an observer: its settings cannot be changed.
        </Alert>
      )}
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="profile">Profile</Tabs.Tab>
          <Tabs.Tab value="integrations">Integrations</Tabs.Tab>
          <Tabs.Tab value="security">Security</Tabs.Tab>
          <Tabs.Tab value="notifications">Notifications</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile" pt="lg">
          <ProfileTab user={data?.user} readOnly={readOnly} />
        </Tabs.Panel>
        <Tabs.Panel value="integrations" pt="lg">
          {data ? <IntegrationsTab user={data.user} readOnly={readOnly} /> : waiting}
        </Tabs.Panel>
        <Tabs.Panel value="security" pt="lg">
          {data ? <SecurityTab user={data.user} readOnly={readOnly} /> : waiting}
        </Tabs.Panel>
        <Tabs.Panel value="notifications" pt="lg">
          {data ? (
            <Suspense fallback={waiting}>
              <NotificationsTab readOnly={readOnly} />
            </Suspense>
          ) : (
            waiting
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
