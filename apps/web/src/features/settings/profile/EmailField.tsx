import { useState } from 'react';
import { Badge, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { EMAIL_BOUND_PROVIDERS, PROVIDER_LABELS, validateEmail } from '@arcana/shared';
import type { TUser } from '@arcana/shared/schemas';
import { toast } from '../../../components/toast';
import { useRequestEmailChangeMutation } from '../settings.api';
import { EditableField } from './EditableField';

/** What names a linked Discord or Google account in the confirmation dialog. */
function linkedAccountName(user: TUser, provider: (typeof EMAIL_BOUND_PROVIDERS)[number]): string {
  const data = user.auth.providers[provider]?.data ?? {};
  const name = provider === 'discord' ? (data.username ? `@${String(data.username)}` : '') : String(data.email ?? '');
  return name ? `${PROVIDER_LABELS[provider]} (${name})` : PROVIDER_LABELS[provider];
}

/**
 * The e-mail in edit mode: the change waits for the link sent to the new address. Linked Discord and
 * Google accounts go with the old address, so the user confirms that first.
 */
export function EmailField({ user, readOnly }: { user: TUser; readOnly: boolean }) {
  const [requestChange] = useRequestEmailChangeMutation();
  // Cancelling settles the save too: the field leaves edit mode and the address stays as it was.
  const [confirming, setConfirming] = useState<{ email: string; resolve: () => void; reject: (e: unknown) => void } | null>(null);
  const bound = EMAIL_BOUND_PROVIDERS.filter((provider) => user.providers.includes(provider));
  const pending = user.auth.email.pendingChanges.email;

  async function send(email: string) {
    const { message } = await requestChange({ email }).unwrap();
    toast.success('Confirmation Email Sent', message);
  }

  const save = (email: string) =>
    bound.length === 0 ? send(email) : new Promise<void>((resolve, reject) => setConfirming({ email, resolve, reject }));

  return (
    <>
      <EditableField
        label="Email"
        type="email"
        value={user.email ?? ''}
        validate={(value) => validateEmail(value, 'settings')}
        readOnly={readOnly}
        onSave={save}
        display={
          <Stack gap={4}>
            <Group gap="xs">
              <Text fw={500}>{user.email ?? 'No email address'}</Text>
              {user.email && (
                <Badge color={user.emailVerified ? 'teal' : 'yellow'} variant="light">
                  {user.emailVerified ? 'Verified' : 'Not verified'}
                </Badge>
              )}
            </Group>
            {pending && (
              <Text size="sm" c="yellow">
                Waiting for you to confirm {pending} from the link we sent there.
              </Text>
            )}
          </Stack>
        }
      />
      {confirming && (
        <Modal
          opened
          centered
          title="Change your email?"
          onClose={() => {
            confirming.resolve();
            setConfirming(null);
          }}
        >
          <Stack>
            <Text>These linked accounts use your current email and will be unlinked when the change is confirmed:</Text>
            <List>
              {bound.map((provider) => (
                <List.Item key={provider}>{linkedAccountName(user, provider)}</List.Item>
              ))}
            </List>
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => {
                  confirming.resolve();
                  setConfirming(null);
                }}
              >
                Cancel
              </Button>
              <Button
                onClick={() => {
                  const { email, resolve, reject } = confirming;
                  setConfirming(null);
                  send(email).then(resolve, reject);
                }}
              >
                Continue
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
