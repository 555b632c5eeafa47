import { useParams } from 'react-router';
import { ForgeSubpage } from '../ForgeSubpage';
import { OwnCollection } from '../OwnCollection';
import { ActionsForm } from './ActionsForm';

/** /forge/collections/:collectionId/actions: what the cards of one of the creator's collections do when played. */
export default function CollectionActionsPage() {
  const { collectionId = '' } = useParams();
  return (
    <ForgeSubpage
      title="Card actions"
      intro="Give your cards something to do on stream: a shout, a sound or a challenge. Collectors play them from their inventory; you approve each play from your queue."
    >
      <OwnCollection collectionId={collectionId}>
        {(project, collection) => <ActionsForm key={collection.id} projectName={project.name} collection={collection} />}
      </OwnCollection>
    </ForgeSubpage>
  );
}
