import { useState } from 'react';
import { REWARD_MESSAGES } from '@arcana/shared';
import { api } from '../../../api/api';
import { extractErrorText, isConfirmationDeclined } from '../../../api/error-text';
import { toast } from '../../../components/toast';
import { useAppDispatch } from '../../../state/store';
import { PopupError, runInPopup } from '../../oauth';
import { useConnectTwitchMutation, useDisconnectTwitchMutation } from './rules.api';

/**
 * Connects the project's Twitch channel as its broadcaster, in the same popup linking an account
 * uses, or disconnects it; the channel is read again either way. `failure` is readable text.
 */
export function useTwitchConnection(projectId: string) {
  const dispatch = useAppDispatch();
  const [start] = useConnectTwitchMutation();
  const [disconnectChannel, disconnecting] = useDisconnectTwitchMutation();
  const [connecting, setConnecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** Called within the click: the popup opens before anything is awaited. */
  async function connect() {
    setFailure(null);
    setConnecting(true);
    try {
      const report = await runInPopup('twitch', () => start(projectId).unwrap());
      toast.success(report.message ?? REWARD_MESSAGES.channelConnected);
    } catch (refused) {
      // Declining "Confirm it's you" is an answer, not a failure.
      if (!isConfirmationDeclined(refused)) setFailure(refused instanceof PopupError ? refused.message : extractErrorText(refused));
    } finally {
      setConnecting(false);
      dispatch(api.util.invalidateTags([{ type: 'TwitchChannel', id: projectId }]));
    }
  }

  async function disconnect() {
    setFailure(null);
    try {
      const { message } = await disconnectChannel(projectId).unwrap();
      toast.success(message);
    } catch (refused) {
      if (!isConfirmationDeclined(refused)) setFailure(extractErrorText(refused));
    }
  }

  return { connect, connecting, disconnect, disconnecting: disconnecting.isLoading, failure };
}
