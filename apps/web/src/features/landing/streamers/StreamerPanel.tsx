import { ProviderIcon } from '../../../components/ProviderIcon';
import { STREAMERS } from './streamer-roster';
import classes from './StreamerPanel.module.css';

/** An original mark for the streaming app: a ring with three blades turning around the centre. */
function ObsMark() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden focusable="false">
      <circle cx="12" cy="12" r="10" fill="#302e31" stroke="#ece8ff" strokeWidth="1.5" />
      <g fill="#ece8ff">
        <circle cx="12" cy="7.2" r="2.6" />
        <circle cx="7.8" cy="14.4" r="2.6" />
        <circle cx="16.2" cy="14.4" r="2.6" />
      </g>
    </svg>
  );
}

const SOCIALS = [
  { name: 'Discord', icon: <ProviderIcon provider="discord" /> },
  { name: 'Twitch', icon: <ProviderIcon provider="twitch" /> },
  { name: 'OBS', icon: <ObsMark /> },
];

interface StreamerPanelProps {
  /** How many streamers came before: the panel goes round the roster. */
  turn: number;
  hidden: boolean;
  onLater: () => void;
}

/**
 * The promotional virtual-streamer panel (docs/product-rules.md "Landing"). 'I want it!' only logs, as
 * that section says; 'Maybe later' hides it until the next streamer's turn. Loaded when it first shows.
 */
export default function StreamerPanel({ turn, hidden, onLater }: StreamerPanelProps) {
  const streamer = STREAMERS[turn % STREAMERS.length]!;
  return (
    <aside
      className={classes.panel}
      aria-labelledby="streamer-name"
      hidden={hidden}
      data-streamer={streamer.id}
      data-testid="streamer-panel"
    >
      <svg className={classes.portrait} viewBox="0 0 120 140" role="img" aria-label={`${streamer.name}, virtual streamer`}>
        {streamer.portrait}
      </svg>
      <div className={classes.body}>
        <p className={classes.live}>
          <span className={classes.dot} aria-hidden /> Live now
        </p>
        <h2 id="streamer-name" className={classes.name}>
          {streamer.name}
        </h2>
        <p className={classes.pitch}>Be the first to get my new collection!</p>
        <ul className={classes.gacha} aria-label="New collection">
          {streamer.gacha.map((item) => (
            <li key={item.name} style={{ borderColor: item.color }}>
              <svg viewBox="0 0 40 40" role="img" aria-label={item.name}>
                <g fill={item.color} fillOpacity={0.35} stroke={item.color} strokeWidth={2} strokeLinejoin="round" strokeLinecap="round">
                  {item.art}
                </g>
              </svg>
            </li>
          ))}
        </ul>
        <div className={classes.actions}>
          <button
            type="button"
            className={classes.want}
            // eslint-disable-next-line no-console -- 'I want it!' only logs (docs/product-rules.md "Landing")
            onClick={() => console.info(`I want it! (${streamer.name}'s collection)`)}
          >
            I want it!
          </button>
          <button type="button" className={classes.later} onClick={onLater}>
            Maybe later
          </button>
        </div>
        <ul className={classes.socials} aria-label={`${streamer.name} streams on`}>
          {SOCIALS.map((social) => (
            <li key={social.name}>
              {social.icon}
              {social.name}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
