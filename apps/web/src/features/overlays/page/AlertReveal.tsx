import { useCallback } from 'react';
import type { TOverlayCardAlert, TOverlaySettings } from '@arcana/shared/schemas';
import { CardReveal, rarityLabel } from '../../cards';
import { QrCode } from '../../../components/QrCode';
import { spacedCode } from '../../fairness';
import { accentOf, captionOf, soundAlert } from './alert-look';
import { onScreenMs, proofUrl } from './alert-timing';
import { useAlertOnScreen } from './useAlertOnScreen';
import classes from './OverlayPage.module.css';

export interface AlertProps<A> {
  alert: A;
  settings: TOverlaySettings;
  onShown: (alertId: string) => void;
  onDone: (alertId: string) => void;
}

/**
 * One alert on stream: who drew, the card's reveal (grander the rarer, as in the app), its sound when
 * the face turns, and how to check the draw — its code, and a QR code to its proof. It says it is
 * shown as it starts and done once its time is up.
 */
export function AlertReveal({ alert, settings, onShown, onDone }: AlertProps<TOverlayCardAlert>) {
  const { id, card, code, collector } = alert;
  useAlertOnScreen(id, onScreenMs(card.rarity, settings.displaySeconds), { onShown, onDone });
  // The sound as the face turns, chosen by the settings then: a change while it shows is heard next time.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const sound = useCallback(() => soundAlert(alert, settings), [alert.id]);

  return (
    <section
      className={classes.alert}
      data-rarity={card.rarity}
      style={accentOf(card.rarity, settings)}
      aria-label={`${collector} drew ${card.name}`}
      data-testid="overlay-alert"
    >
      <div className={classes.card}>
        <CardReveal card={{ ...card, id, seenAt: alert.createdAt }} tempo="stream" onRevealed={sound} />
      </div>
      <div className={classes.words}>
        <p className={classes.collector}>{captionOf(alert, settings)}</p>
        <p className={classes.cardName}>{card.name}</p>
        <p className={classes.rarity}>{rarityLabel(card.rarity)}</p>
        {code && (
          <div className={classes.verify}>
            {settings.showQr && (
              <QrCode
                value={proofUrl(window.location.origin, code)}
                label={`Verify this draw: ${code}`}
                size={132}
                className={classes.qr}
              />
            )}
            <div>
              <p className={classes.verifyLabel}>Verify this draw</p>
              <p className={classes.code} data-testid="overlay-code">
                {spacedCode(code)}
              </p>
              <p className={classes.verifyLabel}>{window.location.host}/fairness</p>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
