import { drawsText } from '@arcana/shared';
import type { TOverlayAlert } from '@arcana/shared/schemas';
import type { AlertProps } from './AlertReveal';
import { captionOf, earnersText, soundAlert } from './alert-look';
import { useAlertOnScreen } from './useAlertOnScreen';
import classes from './OverlayPage.module.css';

type GrantAlert = Extract<TOverlayAlert, { kind: 'grant' }>;

/**
 * Draws earned, on stream (docs/product-rules.md "Stream overlay"): who earned, how many draws, and
 * for what ('pixelfan earned 2 draws — followed the channel', or the streamer's template); a burst's
 * alert counts each collector and every draw as they join it. Its sound as it comes; it stays the
 * display time.
 */
export function GrantReveal({ alert, settings, onShown, onDone }: AlertProps<GrantAlert>) {
  const chimed = (alertId: string) => {
    soundAlert(alert, settings);
    onShown(alertId);
  };
  useAlertOnScreen(alert.id, settings.displaySeconds * 1000, { onShown: chimed, onDone });
  const earners = earnersText(alert);
  const draws = drawsText(alert.grant.draws);
  return (
    <section className={`${classes.alert} ${classes.grant}`} aria-label={`${earners} earned ${draws}`} data-testid="overlay-alert">
      <div className={classes.words}>
        <p className={classes.cardName}>{earners}</p>
        <p className={classes.collector}>{captionOf(alert, settings)}</p>
      </div>
    </section>
  );
}
