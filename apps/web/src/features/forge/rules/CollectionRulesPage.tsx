import { Anchor, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import layout from '../../../components/PageLayout.module.css';
import { usePageTitle } from '../../../components/usePageTitle';
import { ForgeMembersOnly } from '../ForgeMembersOnly';
import { CollectionRules } from './CollectionRules';

/** /forge/collections/:collectionId/rules: what earns draws in one of the creator's collections. */
export default function CollectionRulesPage() {
  usePageTitle('Earning rules');
  const { collectionId = '' } = useParams();
  return (
    <div className={layout.page}>
      <header className={layout.header}>
        <Anchor component={Link} to="/forge?tab=manage" size="sm">
          <span aria-hidden>← </span>
          Manage Collections
        </Anchor>
        <Title order={1}>Earning rules</Title>
        <Text c="dimmed">Say what earns draws in the collection, turn rules on and off, and watch the grants as they happen.</Text>
      </header>
      <ForgeMembersOnly>
        <CollectionRules collectionId={collectionId} />
      </ForgeMembersOnly>
    </div>
  );
}
