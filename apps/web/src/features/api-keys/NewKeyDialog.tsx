import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { API_KEY_LIMITS, API_KEY_SCOPE_LABELS, API_KEY_SCOPES } from '@arcana/shared';
import { ZApiKeyBody, type TApiKeyBody, type TNewApiKey } from '@arcana/shared/schemas';
import { placeRefusal, schemaErrors } from '../../api/form-errors';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useCreateApiKeyMutation } from './api-keys.api';

/** What each scope lets a game's server do. */
const SCOPE_HINTS: Record<(typeof API_KEY_SCOPES)[number], string> = {
  'draws:grant': 'Give a linked player draws in a collection whose rule “Your game’s server” is on',
  'draws:read': 'Read the cards a linked player drew in this project',
  'players:link': 'Ask for the codes players enter to link, and see whether a player is linked',
};

const FIELDS = ['name', 'mode', 'scopes'] as const;

/** A new key: its name, live or test, and its scopes; made, its secret is shown once (onMade). */
export function NewKeyDialog({
  projectId,
  opened,
  onClose,
  onMade,
}: {
  projectId: string;
  opened: boolean;
  onClose: () => void;
  onMade: (made: TNewApiKey) => void;
}) {
  const [create, creating] = useCreateApiKeyMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<TApiKeyBody>({
    initialValues: { name: '', mode: 'live', scopes: [...API_KEY_SCOPES] },
    validate: (values) => schemaErrors(ZApiKeyBody, values),
  });

  const close = () => {
    form.reset();
    setRefusal(null);
    onClose();
  };
  const save = form.onSubmit(async (values) => {
    setRefusal(null);
    const answer = await create({ projectId, ...values });
    if ('data' in answer && answer.data) {
      form.reset();
      onMade(answer.data);
    } else setRefusal(placeRefusal(form, answer.error, FIELDS));
  });

  return (
    <Modal opened={opened} onClose={close} title="New API key">
      <form onSubmit={save} noValidate>
        <Stack>
          <ErrorAlert message={refusal} />
          <TextInput
            label="Name"
            description="What uses it, to tell your keys apart: “Game server”, “Staging”"
            required
            maxLength={API_KEY_LIMITS.nameMax}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Radio.Group label="Mode" required {...form.getInputProps('mode')}>
            <Stack gap="xs" mt="xs">
              <Radio value="live" label="Live" description="Grants real draws to real players" />
              <Radio value="test" label="Test" description="Decided like live grants, and gives nobody anything" />
            </Stack>
          </Radio.Group>
          <Checkbox.Group label="Scopes" required {...form.getInputProps('scopes')}>
            <Stack gap="xs" mt="xs">
              {API_KEY_SCOPES.map((scope) => (
                <Checkbox key={scope} value={scope} label={API_KEY_SCOPE_LABELS[scope]} description={SCOPE_HINTS[scope]} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={creating.isLoading}>
              Create key
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
