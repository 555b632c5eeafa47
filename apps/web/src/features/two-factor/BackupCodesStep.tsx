import { Alert, Button, Checkbox, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { downloadBackupCodes } from './backup-codes-file';

/**
 * The success step: the codes, a download, and a tick that gates Continue
 * (docs/product-rules.md "Two-factor"). `warned`: the user tried to close before ticking it, and is told
 * what they would lose.
 */
export function BackupCodesStep({
  codes,
  account,
  saved,
  onSavedChange,
  warned,
  onContinue,
}: {
  codes: string[];
  account: string;
  saved: boolean;
  onSavedChange: (saved: boolean) => void;
  warned: boolean;
  onContinue: () => void;
}) {
  return (
    <Stack>
      <Text>
        Keep these backup codes somewhere safe. Each one lets you sign in once if you lose your authenticator app; they will not be shown
        again.
      </Text>
      {/* One column on phones: two would overflow their boxes and scroll sideways. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" role="group" aria-label="Backup codes">
        {codes.map((code) => (
          <Code key={code} block ta="center" fz="sm" data-testid="backup-code">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group>
        <Button variant="light" onClick={() => downloadBackupCodes(codes, account)}>
          Download
        </Button>
      </Group>
      {warned && (
        <Alert color="yellow" role="alert" title="Close without saving your backup codes?">
          They will not be shown again. Close once more to leave without them, or save them and tick the box below.
        </Alert>
      )}
      <Checkbox
        label="I have saved my backup codes in a secure location"
        checked={saved}
        onChange={(e) => onSavedChange(e.currentTarget.checked)}
      />
      <Button onClick={onContinue} disabled={!saved}>
        Continue
      </Button>
    </Stack>
  );
}
