import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateClientSeed } from '@arcana/shared';

/** A new client seed: changing it reveals the current server seed and starts a new one at nonce 0. */
export function ClientSeedForm({
  disabled,
  busy,
  onChange,
}: {
  disabled: boolean;
  busy: boolean;
  onChange: (clientSeed: string) => Promise<boolean>;
}) {
  const form = useForm({ initialValues: { clientSeed: '' }, validate: { clientSeed: (value) => validateClientSeed(value.trim()) } });
  return (
    <form
      noValidate
      aria-label="Change client seed"
      onSubmit={form.onSubmit(async ({ clientSeed }) => {
        if (await onChange(clientSeed.trim())) form.reset();
      })}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label="New client seed"
          description="Mixed into every draw from your next one on: choose it after seeing your seed chain’s head."
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          style={{ flex: '1 1 240px' }}
          {...form.getInputProps('clientSeed')}
        />
        <Button type="submit" variant="default" disabled={disabled} loading={busy}>
          Change client seed
        </Button>
      </Group>
    </form>
  );
}
