import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { OverlayDashboard } from '../../overlays';
import { PlayQueuePanel } from '../../plays';
import { ForgeSubpage } from '../ForgeSubpage';
import { OwnProject } from '../OwnProject';

/** /forge/projects/:projectId/overlay: the project's draws on its creator's stream, and the plays its collectors send there. */
export default function ProjectOverlayPage() {
  const { projectId = '' } = useParams();
  return (
    <ForgeSubpage
      title="Stream overlay"
      intro="Show each card drawn in your project live on your stream, with the code anyone can verify it by."
    >
      <OwnProject projectId={projectId}>
        {(project) => (
          <Stack gap="lg">
            <OverlayDashboard projectId={project.id} projectName={project.name} />
            <PlayQueuePanel projectId={project.id} />
          </Stack>
        )}
      </OwnProject>
    </ForgeSubpage>
  );
}
