import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ApiKeysPanel } from '../../api-keys';
import { WebhooksPanel } from '../../webhooks';
import { ForgeSubpage } from '../ForgeSubpage';
import { OwnProject } from '../OwnProject';
import { GameApiGuide } from './GameApiGuide';

/** /forge/projects/:projectId/developers: the project's keys for its game's server, and how to use them. */
export default function ProjectDevelopersPage() {
  const { projectId = '' } = useParams();
  return (
    <ForgeSubpage
      title="Game API"
      intro="Let your game’s own server grant draws to its players, read what they drew, and hear of your project’s events."
    >
      <OwnProject projectId={projectId}>
        {(project) => (
          <Stack gap="lg">
            <ApiKeysPanel projectId={project.id} />
            <WebhooksPanel projectId={project.id} />
            <GameApiGuide />
          </Stack>
        )}
      </OwnProject>
    </ForgeSubpage>
  );
}
