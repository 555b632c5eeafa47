import { Button, CopyButton, Group, TextInput, type MantineSize } from '@mantine/core';

/**
 * A link (or a secret) to hand on: shown whole in a field that selects itself, and a button that copies
 * it ('Copied' once done).
 */
export function CopyLinkField({
  label,
  url,
  size,
  className,
  copyLabel = 'Copy link',
}: {
  label: string;
  url: string;
  size?: MantineSize;
  className?: string;
  copyLabel?: string;
}) {
  return (
    <Group gap="xs" align="flex-end" className={className}>
      <TextInput
        label={label}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        size={size}
        style={{ flex: 1, minWidth: 0 }}
      />
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button size={size} variant="light" onClick={copy} aria-live="polite">
            {copied ? 'Copied' : copyLabel}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
