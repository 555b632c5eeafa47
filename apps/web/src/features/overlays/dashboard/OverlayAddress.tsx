import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { OVERLAY_MESSAGES } from '@arcana/shared';
import { extractErrorText } from '../../../api/error-text';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { QrCode } from '../../../components/QrCode';
import { toast } from '../../../components/toast';
import { useCopy } from '../../../components/useCopy';
import { useLazyOverlayAddressQuery, useNewOverlayAddressMutation } from '../overlays.api';
import classes from './OverlayDashboard.module.css';

function CopyField({ label, value }: { label: string; value: string }) {
  const { copied, copy } = useCopy();
  return (
    <Group align="end" gap="xs" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        className={classes.grow}
        classNames={{ input: classes.mono }}
        onFocus={(e) => e.currentTarget.select()}
      />
      <Button variant="default" onClick={() => void copy(value)} aria-label={`Copy ${label.toLowerCase()}`}>
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </Group>
  );
}

/**
 * The overlay's secret address: hidden until its creator asks for it (a stream shows the dashboard
 * too, at times), with its QR code and the ticker's; a new one stops every page with the old.
 */
export function OverlayAddress({ projectId }: { projectId: string }) {
  const [reveal, { data: address, error, isFetching }] = useLazyOverlayAddressQuery();
  const [renew, renewal] = useNewOverlayAddressMutation();
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function makeNew() {
    const answer = await renew(projectId);
    setConfirming(false);
    if ('data' in answer) {
      setShown(true);
      toast.success('New address', OVERLAY_MESSAGES.regenerated);
    }
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="overlay-address">
      <Stack gap="sm">
        <Title order={2} size="h3" id="overlay-address">
          Address
        </Title>
        <Text c="dimmed">
          Add it to OBS as a browser source. Anyone who has it sees your project’s draws: keep it off the stream, as you would a stream key.
        </Text>
        <ErrorAlert message={error ? extractErrorText(error) : renewal.error ? extractErrorText(renewal.error) : null} />
        {shown && address ? (
          <>
            <CopyField label="Overlay address" value={address.url} />
            <CopyField label="Ticker address" value={address.tickerUrl} />
            <QrCode value={address.url} label="The overlay address as a QR code" size={160} className={classes.qr} />
            <Group>
              <Button variant="default" onClick={() => setShown(false)}>
                Hide address
              </Button>
              <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                New address
              </Button>
            </Group>
          </>
        ) : (
          <Group>
            <Button
              loading={isFetching}
              onClick={() => {
                setShown(true);
                void reveal(projectId);
              }}
            >
              Reveal address
            </Button>
          </Group>
        )}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Make a new address?" centered>
        <Stack>
          <Text>The old address stops at once: every browser source that has it says it is not connected. Paste the new one into OBS.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" loading={renewal.isLoading} onClick={() => void makeNew()}>
              Make a new address
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
