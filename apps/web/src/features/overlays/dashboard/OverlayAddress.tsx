import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { OVERLAY_MESSAGES } from '@arcana/shared';
import { QrCode } from '../../../components/QrCode';
import { toast } from '../../../components/toast';
import { useCopy } from '../../../components/useCopy';
import { useLazyOverlayAddressQuery, useNewOverlayAddressMutation } from '../overlays.api';
import { CreatorRefusal } from '../../../components/CreatorRefusal';
import classes from './OverlayDashboard.module.css';

/**
 * A secret address to copy, whole on every width. A text area, not a one-line input: Chromium clips a
 * one-line input's text to its font's box, and at 14 px that cut the underscores off a monospace token
 * (`ODFW_YFok` read `ODFW YFok`).
 */
function CopyField({ label, value }: { label: string; value: string }) {
  const { copied, copy } = useCopy();
  return (
    <Group align="end" gap="xs" wrap="nowrap">
      <Textarea
        label={label}
        value={value}
        readOnly
        rows={1}
        className={classes.grow}
        classNames={{ input: classes.address }}
        onFocus={(e) => e.currentTarget.select()}
      />
      <Button variant="default" onClick={() => void copy(value)} aria-label={`Copy ${label.toLowerCase()}`}>
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </Group>
  );
}

/**
 * The overlay's secret address: masked until its creator asks for it, and its QR code only on its own
 * ask (a streamer sets up on stream: docs/product-rules.md "Stream overlay"); a new one stops every
 * page with the old.
 */
export function OverlayAddress({ projectId }: { projectId: string }) {
  const [reveal, { data: address, error }] = useLazyOverlayAddressQuery();
  const [renew, renewal] = useNewOverlayAddressMutation();
  const [shown, setShown] = useState(false);
  const [qrShown, setQrShown] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const visible = shown && address !== undefined;

  function toggleAddress() {
    setQrShown(false);
    setShown(!visible);
    if (!visible) void reveal(projectId);
  }

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
        <CreatorRefusal failure={error ?? renewal.error} />
        {visible && (
          <>
            <CopyField label="Overlay address" value={address.url} />
            <CopyField label="Ticker address" value={address.tickerUrl} />
            {qrShown && <QrCode value={address.url} label="The overlay address as a QR code" size={160} className={classes.qr} />}
          </>
        )}
        {/* One row whose first button stays put as it turns from Reveal to Hide: the keyboard's focus stays on it
            (a loading state would disable it and drop the focus, so it shows none). */}
        <Group>
          <Button variant={visible ? 'default' : 'filled'} onClick={toggleAddress}>
            {visible ? 'Hide address' : 'Reveal address'}
          </Button>
          {visible && (
            <>
              <Button variant="default" aria-expanded={qrShown} onClick={() => setQrShown(!qrShown)}>
                {qrShown ? 'Hide QR code' : 'Show QR code'}
              </Button>
              <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                New address
              </Button>
            </>
          )}
        </Group>
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
