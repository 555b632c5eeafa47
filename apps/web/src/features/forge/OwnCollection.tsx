import type { ReactNode } from 'react';
import { Alert, Button, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import type { TCollection, TProject } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { NoticePanel } from '../../components/NoticePanel';
import { useMyProjectsQuery } from '../projects';

/**
 * A page of one of the creator's collections: its content once the collection is found among their
 * projects'. Only the project's creator finds it here.
 */
export function OwnCollection({
  collectionId,
  children,
}: {
  collectionId: string;
  children: (project: TProject, collection: TCollection) => ReactNode;
}) {
  const { data: projects, error } = useMyProjectsQuery();
  if (error) return <Alert color="red">{extractErrorText(error)}</Alert>;
  if (!projects) return <Skeleton height={240} />;
  const project = projects.find((p) => p.collections.some((c) => c.id === collectionId));
  const collection = project?.collections.find((c) => c.id === collectionId);
  if (!project || !collection) {
    return (
      <NoticePanel
        icon="emptySlot"
        title="Collection not found"
        action={
          <Button component={Link} to="/forge?tab=manage" variant="default">
            Manage Collections
          </Button>
        }
      >
        None of your projects has this collection.
      </NoticePanel>
    );
  }
  return children(project, collection);
}
