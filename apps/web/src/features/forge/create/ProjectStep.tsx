import { useState } from 'react';
import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TProject } from '@arcana/shared/schemas';
import { PictureUpload } from '../../projects';
import { ChooseOne, NEW_CHOICE } from './ChooseOne';
import { ProjectForm } from './ProjectForm';
import { StepHeading } from './StepHeading';

/** The first step: one of the creator's projects, its details to change, or a new project. */
export function ProjectStep({
  projects,
  projectId,
  onChosen,
}: {
  projects: TProject[];
  projectId: string | null;
  onChosen: (id: string) => void;
}) {
  const [choice, setChoice] = useState(projects.some((p) => p.id === projectId) ? projectId! : (projects[0]?.id ?? NEW_CHOICE));
  const project = projects.find((p) => p.id === choice);
  return (
    <Stack gap="lg">
      <StepHeading title="Project">A project is your page on Arcana: your audience finds its collections there.</StepHeading>
      {projects.length > 0 && (
        <ChooseOne
          label="Which project is the collection for?"
          value={choice}
          onChange={setChoice}
          choices={[
            ...projects.map((p) => ({
              value: p.id,
              label: p.name,
              description: `/projects/${p.slug}${p.suspended ? ' · suspended' : ''}`,
            })),
            { value: NEW_CHOICE, label: 'A new project' },
          ]}
        />
      )}
      {project ? (
        <Fieldset legend="Pictures (optional)">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PictureUpload projectId={project.id} kind="cover" current={project.coverUrl} owner={project.name} />
            <PictureUpload projectId={project.id} kind="avatar" current={project.avatarUrl} owner={project.name} />
          </SimpleGrid>
        </Fieldset>
      ) : (
        <Text c="dimmed">Once the project is created, come back here to give it a cover and an avatar.</Text>
      )}
      <ProjectForm key={choice} project={project} onSaved={(saved) => onChosen(saved.id)} />
    </Stack>
  );
}
