import { Button, Center, Loader, Stack, Tabs, Title } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { hasAccess } from '@arcana/shared';
import { useSessionUser } from '../sessions';
import { ToolGrid } from '../devtools';
import { usePageTitle } from '../../components/usePageTitle';
import { useQueryTab } from '../../components/useQueryTab';
import { ReviewPanel } from './ReviewPanel';
import { ReviewTabLabel } from './ReviewTabLabel';
import { StatsPanel } from './StatsPanel';
import { SystemSettingsPanel } from './SystemSettingsPanel';
import { UserManagement } from './UserManagement';

const TABS = ['statistics', 'users', 'review', 'system', 'testing'] as const;

/**
 * /admin (docs/product-rules.md "Admin"): for admins only. It waits for the session before deciding, so
 * an admin opening it directly is not sent away while the check runs; anyone else goes to /inventory
 * (the server refuses the panel's calls to them with 403 as well).
 */
export default function AdminPage() {
  usePageTitle('Admin Panel');
  const navigate = useNavigate();
  const { user, checking } = useSessionUser();
  const [tab, selectTab] = useQueryTab(TABS);

  if (checking || !user) {
    return (
      <Center mih="60vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (!hasAccess(user, 'admin')) return <Navigate to="/inventory" replace />;

  return (
    <Stack maw={1100} mx="auto" p={{ base: 'md', sm: 'xl' }}>
      <div>
        <Button variant="subtle" px={0} onClick={() => void (window.history.length > 1 ? navigate(-1) : navigate('/inventory'))}>
          ← Back
        </Button>
      </div>
      <Title order={1}>Admin Panel</Title>
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="statistics">Statistics</Tabs.Tab>
          <Tabs.Tab value="users">User Management</Tabs.Tab>
          <ReviewTabLabel />
          <Tabs.Tab value="system">System Settings</Tabs.Tab>
          <Tabs.Tab value="testing">Testing Tools</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="statistics" pt="lg">
          <StatsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="users" pt="lg">
          <UserManagement selfId={user.id} />
        </Tabs.Panel>
        <Tabs.Panel value="review" pt="lg">
          <ReviewPanel />
        </Tabs.Panel>
        <Tabs.Panel value="system" pt="lg">
          <SystemSettingsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="testing" pt="lg">
          <ToolGrid />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
