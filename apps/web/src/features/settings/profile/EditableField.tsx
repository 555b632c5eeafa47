import { useState, type ReactNode } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { extractErrorText, isConfirmationDeclined } from '../../../api/error-text';
import classes from './EditableField.module.css';

/**
 * A value with an edit mode (docs/product-rules.md "Profile": username and e-mail). The rule's message
 * shows under the field; the server's refusal too.
 */
export function EditableField({
  label,
  value,
  display,
  validate,
  onSave,
  readOnly,
  type = 'text',
}: {
  label: string;
  value: string;
  display?: ReactNode;
  validate: (value: string) => string | null;
  /** Resolves when saved; a rejection's text is shown. */
  onSave: (value: string) => Promise<void>;
  readOnly: boolean;
  type?: 'text' | 'email';
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    const next = (draft ?? '').trim();
    const invalid = validate(next);
    if (invalid) return setError(invalid);
    setSaving(true);
    try {
      await onSave(next);
      setDraft(null);
      setError(null);
    } catch (failure) {
      // A cancelled "Confirm it's you" leaves the field in edit mode, without an error.
      if (!isConfirmationDeclined(failure)) setError(extractErrorText(failure));
    } finally {
      setSaving(false);
    }
  }

  if (draft === null) {
    return (
      // The value wraps within its side, so Edit stays on the right, level with the other fields' Edit.
      <Group justify="space-between" wrap="nowrap">
        <div className={classes.value}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {display ?? <Text fw={500}>{value}</Text>}
        </div>
        <Button variant="light" size="xs" onClick={() => setDraft(value)} disabled={readOnly} aria-label={`Edit ${label.toLowerCase()}`}>
          Edit
        </Button>
      </Group>
    );
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
    >
      <Group align="flex-start">
        <TextInput
          label={label}
          type={type}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          error={error}
          autoFocus
          style={{ flex: 1 }}
        />
        <Group mt={25} gap="xs">
          <Button type="submit" loading={saving}>
            Save
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft(null);
              setError(null);
            }}
          >
            Cancel
          </Button>
        </Group>
      </Group>
    </form>
  );
}
