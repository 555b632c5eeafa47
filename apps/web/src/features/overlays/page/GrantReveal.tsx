import { drawsText } from '@arcana/shared';
import type { TOverlayAlert } from '@arcana/shared/schemas';
import { playReveal } from '../../cards';
import type { AlertProps } from './AlertReveal';
import { useAlertOnScreen } from './useAlertOnScreen';
import classes from './OverlayPage.module.css';

type GrantAlert = Extract<TOverlayAlert, { kind: 'grant' }>;

/** Who earned: the first of the burst, and how many more. */
export const earnersText = ({ collector, grant }: GrantAlert) =>
  grant.others === 0 ? collector : `${collector} and ${grant.others} ${grant.others === 1 ? 'other' : 'others'}`;

/**
 * Draws earned, on stream (docs/product-rules.md "Stream overlay"): who earned, how many draws, and
 * for what ('pixelfan earned 2 draws — followed the channel'); a burst's alert counts each collector
 * and every draw as they join it. A short chime as it comes; it stays the display time.
 */
export function GrantReveal({ alert, settings, onShown, onDone }: AlertProps<GrantAlert>) {
  const chimed = (alertId: string) => {
    playReveal('common', settings.volume);
    onShown(alertId);
  };
  useAlertOnScreen(alert.id, settings.displaySeconds * 1000, { onShown: chimed, onDone });
  const earners = earnersText(alert);
  const draws = drawsText(alert.grant.draws);
  return (
    <section className={`${classes.alert} ${classes.grant}`} aria-label={`${earners} earned ${draws}`} data-testid="overlay-alert">
      <div className={classes.words}>
        <p className={classes.cardName}>{earners}</p>
        <p className={classes.collector}>
          earned {draws} — {alert.grant.reason}
        </p>
      </div>
    </section>
  );
}
