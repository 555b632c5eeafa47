import type { TOverlayAlert } from '@arcana/shared/schemas';
import { BadgeMedal } from '../../../components/BadgeMedal';
import type { AlertProps } from './AlertReveal';
import { captionOf, soundAlert } from './alert-look';
import { useAlertOnScreen } from './useAlertOnScreen';
import classes from './OverlayPage.module.css';

type BadgeAlert = Extract<TOverlayAlert, { kind: 'badge' }>;

/**
 * A badge crafted, on stream (docs/product-rules.md "Crafting"): its medal at the level reached, the
 * set's name, and the streamer's caption ('pixelfan completed First Light — level 2'). Its sound as
 * it comes; it stays the display time.
 */
export function BadgeReveal({ alert, settings, onShown, onDone }: AlertProps<BadgeAlert>) {
  const sounded = (alertId: string) => {
    soundAlert(alert, settings);
    onShown(alertId);
  };
  useAlertOnScreen(alert.id, settings.displaySeconds * 1000, { onShown: sounded, onDone });
  const caption = captionOf(alert, settings);
  return (
    <section className={`${classes.alert} ${classes.grant}`} aria-label={caption} data-testid="overlay-alert">
      <BadgeMedal level={alert.badge.level} size={96} />
      <div className={classes.words}>
        <p className={classes.cardName}>{alert.badge.name}</p>
        <p className={classes.collector}>{caption}</p>
      </div>
    </section>
  );
}
