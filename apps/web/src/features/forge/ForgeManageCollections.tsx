import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { NoticePanel } from '../../components/NoticePanel';

/** docs/product-rules.md "The Forge": no one has a collection yet, so the list is always its empty state. */
export function ForgeManageCollections() {
  return (
    <NoticePanel
      icon="emptySlot"
      title="No Collections Yet"
      action={
        <Button component={Link} to={{ search: '?tab=create' }} replace variant="default">
          Start a Collection
        </Button>
      }
    >
      The collections you create will be listed here, ready to edit, preview and launch.
    </NoticePanel>
  );
}
