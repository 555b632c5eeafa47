import { useParams } from 'react-router';
import { ForgeSubpage } from '../ForgeSubpage';
import { CollectionRules } from './CollectionRules';

/** /forge/collections/:collectionId/rules: what earns draws in one of the creator's collections. */
export default function CollectionRulesPage() {
  const { collectionId = '' } = useParams();
  return (
    <ForgeSubpage
      title="Earning rules"
      intro="Say what earns draws in the collection, turn rules on and off, and watch the grants as they happen."
    >
      <CollectionRules collectionId={collectionId} />
    </ForgeSubpage>
  );
}
