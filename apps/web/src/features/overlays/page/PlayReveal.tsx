import type { TOverlayAlert } from '@arcana/shared/schemas';
import { CollectibleCard } from '../../cards';
import { actionText } from '../../plays';
import type { AlertProps } from './AlertReveal';
import { accentOf, captionOf, soundAlert } from './alert-look';
import { useAlertOnScreen } from './useAlertOnScreen';
import classes from './OverlayPage.module.css';

type PlayAlert = Extract<TOverlayAlert, { kind: 'play' }>;

/**
 * A card played, on stream (docs/product-rules.md "Playing cards"): who plays which card, what it
 * does (a shout's message, a sound of the library, a challenge for the streamer), and the player's
 * message. Its sound as it comes; it stays the display time.
 */
export function PlayReveal({ alert, settings, onShown, onDone }: AlertProps<PlayAlert>) {
  const { card, action, message } = alert.play;
  const sounded = (alertId: string) => {
    soundAlert(alert, settings);
    onShown(alertId);
  };
  useAlertOnScreen(alert.id, settings.displaySeconds * 1000, { onShown: sounded, onDone });
  const playing = `${alert.collector} ${alert.replay ? 'plays, again:' : 'plays'}`;
  const caption = captionOf(alert, settings);
  return (
    <section
      className={`${classes.alert} ${classes.play}`}
      data-rarity={card.rarity}
      style={accentOf(card.rarity, settings)}
      aria-label={`${playing} ${card.name}`}
      data-testid="overlay-alert"
    >
      <div className={classes.card}>
        <CollectibleCard card={{ ...card, id: alert.play.playId, seenAt: alert.createdAt }} />
      </div>
      <div className={classes.words}>
        <p className={classes.collector}>{caption}</p>
        <p className={classes.cardName}>{card.name}</p>
        <p className={classes.rarity}>{actionText(action)}</p>
        {message && !settings.templates.play.includes('{message}') && <p className={classes.message}>“{message}”</p>}
      </div>
    </section>
  );
}
