import { useState } from 'react';
import { Button, Checkbox, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { downloadBackupCodes } from './backup-codes-file';

/** The success step: the codes, a download, and a tick that gates Continue (spec part 1 §4). */
export function BackupCodesStep({ codes, account, onContinue }: { codes: string[]; account: string; onContinue: () => void }) {
  const [saved, setSaved] = useState(false);
  return (
    <Stack>
      <Text>
        Keep these backup codes somewhere safe. Each one lets you sign in once if you lose your authenticator app; they will not be shown
        again.
      </Text>
      <SimpleGrid cols={2} spacing="xs" aria-label="Backup codes">
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
      <Checkbox
        label="I have saved my backup codes in a secure location"
        checked={saved}
        onChange={(e) => setSaved(e.currentTarget.checked)}
      />
      <Button onClick={onContinue} disabled={!saved}>
        Continue
      </Button>
    </Stack>
  );
}
