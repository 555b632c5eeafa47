import { useState, type ReactNode } from 'react';
import { Button, ColorInput, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DescriptionField } from './DescriptionField';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useForm } from '@mantine/form';
import { PROJECT_LIMITS } from '@arcana/shared';
import { ZProjectBody, type TProject } from '@arcana/shared/schemas';
import { useCreateProjectMutation, useUpdateProjectMutation } from '../../projects';
import { schemaErrors } from '../../../api/form-errors';
import { useSaveDetails } from './useSaveDetails';
import { DEFAULT_ACCENT, PROJECT_FIELDS, projectBody, projectFormValues, slugFromName } from './project-form-values';

/**
 * A project's details: a new one, or the chosen one to change. Checked by the contract's own schema
 * before it is sent; what only the server knows (a taken or reserved address) lands on its field.
 */
export function ProjectForm({ project, onSaved, back }: { project?: TProject; onSaved: (project: TProject) => void; back?: ReactNode }) {
  const [create, creating] = useCreateProjectMutation();
  const [update, updating] = useUpdateProjectMutation();
  // A new project's address follows its name until the creator writes one.
  const [slugTouched, setSlugTouched] = useState(Boolean(project));
  const form = useForm({
    initialValues: projectFormValues(project),
    validate: (values) => schemaErrors(ZProjectBody, projectBody(values)),
    onValuesChange: (values, previous) => {
      if (!slugTouched && values.name !== previous.name) form.setFieldValue('slug', slugFromName(values.name));
    },
  });

  const { refusal, save: saveDetails } = useSaveDetails(form, PROJECT_FIELDS, onSaved);
  const save = form.onSubmit((values) => {
    const body = projectBody(values);
    return saveDetails(project, () => (project ? update({ projectId: project.id, ...body }) : create(body)));
  });

  return (
    <form onSubmit={save} noValidate aria-label={project ? `Details of ${project.name}` : 'New project'}>
      <Stack gap="md">
        <ErrorAlert message={refusal} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" required maxLength={PROJECT_LIMITS.nameMax} {...form.getInputProps('name')} />
          <TextInput
            label="Address"
            description="Your page: /projects/your-address"
            required
            maxLength={40}
            {...form.getInputProps('slug')}
            onChange={(event) => {
              setSlugTouched(true);
              form.setFieldValue('slug', event.currentTarget.value.toLowerCase());
            }}
          />
        </SimpleGrid>
        <TextInput label="Tagline" maxLength={PROJECT_LIMITS.taglineMax} {...form.getInputProps('tagline')} />
        <DescriptionField rows={4} input={form.getInputProps('description')} />
        <ColorInput
          label="Accent colour"
          format="hex"
          placeholder={DEFAULT_ACCENT}
          eyeDropperButtonProps={{ 'aria-label': 'Pick the accent colour from the screen' }}
          {...form.getInputProps('accentColor')}
        />
        <Fieldset legend="Links (optional)">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Twitch channel" placeholder="yourchannel" {...form.getInputProps('links.twitch')} />
            <TextInput label="Steam app id" placeholder="730" inputMode="numeric" {...form.getInputProps('links.steamAppId')} />
            <TextInput label="Discord invite" placeholder="discord.gg/yourserver" {...form.getInputProps('links.discordInvite')} />
            <TextInput label="Website" placeholder="https://example.com" type="url" {...form.getInputProps('links.website')} />
          </SimpleGrid>
        </Fieldset>
        <Group justify={back ? 'space-between' : 'flex-end'}>
          {back}
          <Button type="submit" loading={creating.isLoading || updating.isLoading}>
            {project ? 'Save and continue' : 'Create project'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
