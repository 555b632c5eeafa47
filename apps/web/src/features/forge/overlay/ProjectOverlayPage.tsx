import { Alert, Skeleton } from '@mantine/core';
import { useParams } from 'react-router';
import { extractErrorText } from '../../../api/error-text';
import { OverlayDashboard } from '../../overlays';
import { useMyProjectsQuery } from '../../projects';
import { ForgeSubpage } from '../ForgeSubpage';

function OwnProjectOverlay({ projectId }: { projectId: string }) {
  const { data: projects, error } = useMyProjectsQuery();
  if (error) return <Alert color="red">{extractErrorText(error)}</Alert>;
  if (!projects) return <Skeleton height={240} />;
  const project = projects.find((p) => p.id === projectId);
  if (!project) return <Alert color="red">None of your projects is this one.</Alert>;
  return <OverlayDashboard projectId={project.id} projectName={project.name} />;
}

/** /forge/projects/:projectId/overlay: the project's draws on its creator's stream. */
export default function ProjectOverlayPage() {
  const { projectId = '' } = useParams();
  return (
    <ForgeSubpage
      title="Stream overlay"
      intro="Show each card drawn in your project live on your stream, with the code anyone can verify it by."
    >
      <OwnProjectOverlay projectId={projectId} />
    </ForgeSubpage>
  );
}
