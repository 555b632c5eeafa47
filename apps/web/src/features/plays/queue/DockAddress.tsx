import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { PLAY_MESSAGES } from '@arcana/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CopyLinkField } from '../../../components/CopyLinkField';
import { CreatorRefusal } from '../../../components/CreatorRefusal';
import { toast } from '../../../components/toast';
import { useLazyDockAddressQuery, useNewDockAddressMutation } from '../plays.api';

/**
 * The queue as an OBS custom dock (docs/product-rules.md "Playing cards"): its secret address, masked
 * until asked for (a dashboard is often on stream), and made anew when it leaks.
 */
export function DockAddress({ projectId }: { projectId: string }) {
  const [reveal, { data: address, error }] = useLazyDockAddressQuery();
  const [renew, renewal] = useNewDockAddressMutation();
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const visible = shown && address !== undefined;

  const toggle = () => {
    setShown(!visible);
    if (!visible) void reveal(projectId);
  };
  const makeNew = async () => {
    const answer = await renew(projectId);
    if ('data' in answer) {
      setConfirming(false);
      setShown(true);
      toast.success('New dock address', PLAY_MESSAGES.dockRegenerated);
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="play-dock">
      <Title order={3} size="h4" id="play-dock">
        OBS dock
      </Title>
      <Text size="sm" c="dimmed">
        Run this queue inside OBS: Docks → Custom Browser Docks, then paste the address. Whoever has it approves and refuses plays: keep it
        off the stream.
      </Text>
      <CreatorRefusal failure={error} />
      {visible && <CopyLinkField label="Dock address" url={address.url} copyLabel="Copy address" />}
      <Group gap="xs">
        <Button variant={visible ? 'default' : 'light'} onClick={toggle}>
          {visible ? 'Hide dock address' : 'Reveal dock address'}
        </Button>
        {visible && (
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            New dock address
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Make a new dock address?"
        confirmLabel="Make a new address"
        act={renewal}
        danger
        onConfirm={() => void makeNew()}
        onClose={() => setConfirming(false)}
      >
        <Text>The old address stops at once: a dock that has it says it is not connected. Paste the new one into OBS.</Text>
      </ConfirmDialog>
    </Stack>
  );
}
