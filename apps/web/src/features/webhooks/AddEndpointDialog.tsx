import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from '@arcana/shared';
import { ZWebhookEndpointBody, type TNewWebhookEndpoint, type TWebhookEndpointBody } from '@arcana/shared/schemas';
import { placeRefusal, schemaErrors } from '../../api/form-errors';
import { useAddWebhookEndpointMutation } from './webhooks.api';
import { CreatorRefusal } from '../../components/CreatorRefusal';

const FIELDS = ['url', 'events'] as const;

/** A new endpoint: its https address and the events it hears; made, its signing secret is shown (onMade). */
export function AddEndpointDialog({
  projectId,
  opened,
  onClose,
  onMade,
}: {
  projectId: string;
  opened: boolean;
  onClose: () => void;
  onMade: (made: TNewWebhookEndpoint) => void;
}) {
  const [add, adding] = useAddWebhookEndpointMutation();
  /** A refusal not about a field: shown above the form. */
  const [refusal, setRefusal] = useState<unknown>(null);
  const form = useForm<TWebhookEndpointBody>({
    initialValues: { url: '', events: [...WEBHOOK_EVENT_TYPES] },
    validate: (values) => schemaErrors(ZWebhookEndpointBody, values),
  });
  const close = () => {
    form.reset();
    setRefusal(null);
    onClose();
  };
  const save = form.onSubmit(async (values) => {
    setRefusal(null);
    const answer = await add({ projectId, ...values });
    if ('data' in answer && answer.data) {
      form.reset();
      onMade(answer.data);
    } else if (placeRefusal(form, answer.error, FIELDS)) setRefusal(answer.error);
  });

  return (
    <Modal opened={opened} onClose={close} title="New webhook endpoint">
      <form onSubmit={save} noValidate>
        <Stack>
          <CreatorRefusal failure={refusal} />
          <TextInput
            label="Endpoint address"
            description={`An https:// address of your server, on the public internet, on port ${WEBHOOK_LIMITS.ports.join(' or ')}`}
            placeholder="https://game.example/arcana/webhooks"
            type="url"
            required
            maxLength={WEBHOOK_LIMITS.urlMax}
            data-autofocus
            {...form.getInputProps('url')}
          />
          <Checkbox.Group label="Events" required {...form.getInputProps('events')}>
            <Stack gap="xs" mt="xs">
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={WEBHOOK_EVENT_LABELS[type]} description={type} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={adding.isLoading}>
              Add endpoint
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
