import type { CSSProperties } from 'react';
import type { TOverlayAlert } from '@arcana/shared/schemas';
import { CollectibleCard, playReveal, RARITY_COLORS } from '../../cards';
import { actionText, playSound } from '../../plays';
import type { AlertProps } from './AlertReveal';
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
    if (action.kind === 'sound') playSound(action.sound, settings.volume);
    else playReveal(card.rarity, settings.volume);
    onShown(alertId);
  };
  useAlertOnScreen(alert.id, settings.displaySeconds * 1000, { onShown: sounded, onDone });
  const playing = `${alert.collector} ${alert.replay ? 'plays, again:' : 'plays'}`;
  return (
    <section
      className={`${classes.alert} ${classes.play}`}
      data-rarity={card.rarity}
      style={{ '--rarity': RARITY_COLORS[card.rarity] } as CSSProperties}
      aria-label={`${playing} ${card.name}`}
      data-testid="overlay-alert"
    >
      <div className={classes.card}>
        <CollectibleCard card={{ ...card, id: alert.play.playId, seenAt: alert.createdAt }} />
      </div>
      <div className={classes.words}>
        <p className={classes.collector}>{playing}</p>
        <p className={classes.cardName}>{card.name}</p>
        <p className={classes.rarity}>{actionText(action)}</p>
        {message && <p className={classes.message}>“{message}”</p>}
      </div>
    </section>
  );
}
