import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

/** A code as a stream shows it ('ABCD EFGH'), or typed in any case, with or without the space. */
export const normalizedCode = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

/** Where someone watching a stream types the code its overlay shows, to open that draw's proof. */
export function ProofCodeForm({ code, onCode }: { code: string; onCode: (code: string) => void }) {
  const form = useForm({ initialValues: { code }, validate: { code: (value) => (normalizedCode(value) ? null : 'Enter a code') } });
  return (
    <form onSubmit={form.onSubmit(({ code: typed }) => onCode(normalizedCode(typed)))} aria-label="Verify a draw from a stream">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Enter the code from the stream"
          placeholder="ABCD EFGH"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          w={220}
          {...form.getInputProps('code')}
        />
        <Button type="submit">Verify</Button>
      </Group>
    </form>
  );
}
