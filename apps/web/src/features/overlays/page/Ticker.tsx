import type { CSSProperties } from 'react';
import type { TOverlayCardAlert } from '@arcana/shared/schemas';
import { RARITY_COLORS, rarityLabel } from '../../cards';
import classes from './OverlayPage.module.css';

/** The ticker layout: the last pulls shown, newest first, each its card, rarity and collector. */
export function Ticker({ projectName, recent }: { projectName: string; recent: TOverlayCardAlert[] }) {
  return (
    <section className={classes.ticker} aria-label={`Last pulls in ${projectName}`}>
      <p className={classes.tickerTitle}>Last pulls</p>
      <ol className={classes.pulls}>
        {recent.map(({ id, card, collector }) => (
          <li
            key={id}
            className={classes.pull}
            style={{ '--rarity': RARITY_COLORS[card.rarity] } as CSSProperties}
            data-testid="ticker-pull"
          >
            <span className={classes.pullName}>{card.name}</span>
            <span className={classes.pullMeta}>
              {rarityLabel(card.rarity)} · {collector}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
