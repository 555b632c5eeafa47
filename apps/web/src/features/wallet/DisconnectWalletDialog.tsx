import { Button, Group, Modal, Text } from '@mantine/core';
import { useConfirmationRequest } from '../../api/confirmation-prompt';

interface Props {
  opened: boolean;
  disconnecting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Once it has closed: where the focus goes is the caller's, as the control that opened it is gone. */
  onClosed: () => void;
}

/** Disconnecting also unlinks the wallet from the account, so it is asked once before it happens. */
export function DisconnectWalletDialog({ opened, disconnecting, onCancel, onConfirm, onClosed }: Props) {
  // While "Confirm it's you" is open above it, Escape belongs to that dialog alone.
  const confirming = Boolean(useConfirmationRequest());
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      closeOnEscape={!confirming}
      title="Disconnect wallet?"
      centered
      returnFocus={false}
      onExitTransitionEnd={onClosed}
    >
      <Text mb="md">
        This also unlinks the wallet from your account. To collect cards with it again, you will connect it and sign a new message.
      </Text>
      <Group justify="flex-end">
        {/* Focus starts on the safe choice. */}
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color="red" loading={disconnecting} onClick={onConfirm}>
          Disconnect
        </Button>
      </Group>
    </Modal>
  );
}
