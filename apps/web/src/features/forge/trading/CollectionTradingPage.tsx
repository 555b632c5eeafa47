import { useParams } from 'react-router';
import { ForgeSubpage } from '../ForgeSubpage';
import { OwnCollection } from '../OwnCollection';
import { TradingForm } from './TradingForm';

/** /forge/collections/:collectionId/trading: whether the cards of one of the creator's collections change hands. */
export default function CollectionTradingPage() {
  const { collectionId = '' } = useParams();
  return (
    <ForgeSubpage
      title="Trading"
      intro="Say whether collectors can give and sell this collection’s cards, and your share of each sale. Your terms are part of the collection’s odds: collectors know them before they draw, and an admin reviews them."
    >
      <OwnCollection collectionId={collectionId}>
        {(project, collection) => <TradingForm key={collection.id} projectName={project.name} collection={collection} />}
      </OwnCollection>
    </ForgeSubpage>
  );
}
