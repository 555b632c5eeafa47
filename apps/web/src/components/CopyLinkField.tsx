import { Button, CopyButton, Group, TextInput, type MantineSize } from '@mantine/core';
import { ShareLinkButton } from './ShareLinkButton';

/**
 * A link (or a secret) to hand on: shown whole in a field that selects itself, and a button that copies
 * it ('Copied' once done). With `shareTitle`, a link to pass on also opens the system's share sheet,
 * where the browser has one.
 */
export function CopyLinkField({
  label,
  url,
  size,
  className,
  copyLabel = 'Copy link',
  shareTitle,
}: {
  label: string;
  url: string;
  size?: MantineSize;
  className?: string;
  copyLabel?: string;
  shareTitle?: string;
}) {
  return (
    <Group gap="xs" align="flex-end" className={className}>
      <TextInput
        label={label}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        size={size}
        // At least wide enough to read the link's start: in a narrow place the buttons go below it.
        style={{ flex: '1 1 12rem', minWidth: 0 }}
      />
      {shareTitle && <ShareLinkButton url={url} title={shareTitle} size={size} />}
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
