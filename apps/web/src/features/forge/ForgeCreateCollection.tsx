import { Button } from '@mantine/core';
import { NoticePanel } from '../../components/NoticePanel';

/** docs/product-rules.md "The Forge": creation is not open yet, so its button is there but disabled. */
export function ForgeCreateCollection() {
  return (
    <NoticePanel icon="hourglass" title="Coming Soon" action={<Button disabled>Create Collection</Button>}>
      Creating collections opens soon. From here you will design your cards, set their rarities and odds, and launch them as drops.
    </NoticePanel>
  );
}
