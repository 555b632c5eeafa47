import { Alert, Skeleton } from '@mantine/core';
import { extractErrorText } from '../../api/error-text';
import { useMyProjectsQuery } from '../projects';
import { useSessionUser } from '../sessions';
import { isCreator } from '../../components/CreatorChecklist';
import { CreatorRequirements } from './create/CreatorRequirements';
import { CreateCollectionWizard } from './create/CreateCollectionWizard';

/** docs/product-rules.md "The Forge": the wizard, for an account that may create (else what it still needs). */
export function ForgeCreateCollection() {
  const { user } = useSessionUser();
  const allowed = user !== null && user !== undefined && isCreator(user);
  const { data: projects, error } = useMyProjectsQuery(undefined, { skip: !allowed });
  if (!user) return null;
  if (!allowed) return <CreatorRequirements user={user} />;
  if (error) return <Alert color="red">{extractErrorText(error)}</Alert>;
  if (!projects) return <Skeleton height={240} />;
  return <CreateCollectionWizard projects={projects} />;
}
