import { Alert, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { extractErrorText } from '../../api/error-text';
import { usePageTitle } from '../../components/usePageTitle';
import layout from '../../components/PageLayout.module.css';
import { useReferralVisit } from '../rewards';
import { useProjectQuery } from './projects.api';
import { ProjectView } from './ProjectView';

/** /projects/{slug}: a published project, its collections, their odds and versions, and a free card of each; a referral link's visit is kept. */
export default function ProjectPage() {
  const { slug = '' } = useParams();
  const { data: project, error, isLoading } = useProjectQuery(slug);
  useReferralVisit();
  usePageTitle(project?.name ?? 'Project');
  return (
    <div className={layout.page}>
      {isLoading ? (
        <Stack>
          <Skeleton height={40} width="40%" />
          <Skeleton height={20} width="60%" />
          <Skeleton height={200} />
        </Stack>
      ) : error || !project ? (
        <Alert color="red" title="Project not found">
          {error ? extractErrorText(error) : 'Project not found'}
        </Alert>
      ) : (
        <ProjectView project={project} />
      )}
    </div>
  );
}
