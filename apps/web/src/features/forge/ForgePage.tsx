import { Tabs, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../components/usePageTitle';
import { FORGE_TAB_VALUES, FORGE_TABS, FORGE_TAGLINE } from './forge-content';
import { ForgeCreateCollection } from './ForgeCreateCollection';
import { ForgeManageCollections } from './ForgeManageCollections';
import { ForgeMembersOnly } from './ForgeMembersOnly';
import { ForgeOverview } from './ForgeOverview';
import { CraftTab } from '../crafting';
import { useQueryTab } from '../../components/useQueryTab';
import layout from '../../components/PageLayout.module.css';
import classes from './ForgePage.module.css';

/** /forge?tab=…: the overview is open to all; creating, managing and crafting need a signed-in, non-observing user. */
export default function ForgePage() {
  usePageTitle('The Forge');
  const [tab, selectTab] = useQueryTab(FORGE_TAB_VALUES);

  return (
    <div className={layout.page}>
      <header className={layout.header}>
        <Title order={1}>The Forge</Title>
        <Text c="dimmed">{FORGE_TAGLINE}</Text>
      </header>
      <Tabs value={tab} onChange={selectTab} keepMounted={false} classNames={{ tab: classes.tab }}>
        <Tabs.List aria-label="Forge sections">
          {FORGE_TABS.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="xl">
          <ForgeOverview />
        </Tabs.Panel>
        <Tabs.Panel value="create" pt="xl">
          <ForgeMembersOnly>
            <ForgeCreateCollection />
          </ForgeMembersOnly>
        </Tabs.Panel>
        <Tabs.Panel value="manage" pt="xl">
          <ForgeMembersOnly>
            <ForgeManageCollections />
          </ForgeMembersOnly>
        </Tabs.Panel>
        <Tabs.Panel value="craft" pt="xl">
          <ForgeMembersOnly>
            <CraftTab />
          </ForgeMembersOnly>
        </Tabs.Panel>
      </Tabs>
    </div>
  );
}
