import { useParams } from 'react-router';
import { ForgeSubpage } from '../ForgeSubpage';
import { OwnCollection } from '../OwnCollection';
import { CraftingForm } from './CraftingForm';

/** /forge/collections/:collectionId/crafting: how the cards of one of the creator's collections are crafted. */
export default function CollectionCraftingPage() {
  const { collectionId = '' } = useParams();
  return (
    <ForgeSubpage
      title="Crafting"
      intro="Let collectors dismantle duplicates into essence, craft the design they want, fuse cards into a rarer one, and complete sets into badges. Your terms are part of the collection’s odds: collectors know them before they draw, and an admin reviews them."
    >
      <OwnCollection collectionId={collectionId}>
        {(project, collection) => <CraftingForm key={collection.id} projectName={project.name} collection={collection} />}
      </OwnCollection>
    </ForgeSubpage>
  );
}
