import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ProviderIcon } from '../../../components/ProviderIcon';
import { useMediaMatch } from '../../../components/useMediaMatch';
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
  // How a streamer shows their draws in the app of the same mark.
  { name: 'OBS', icon: <ObsMark />, to: '/stream-overlay', label: 'OBS: show your draws on stream' },
];

interface StreamerPanelProps {
  /** How many streamers came before: the panel goes round the roster. */
  turn: number;
  hidden: boolean;
  onLater: () => void;
}

/**
 * Where the panel would reach the main button, the button pair, the popup or the intro's cards (a
 * streamer's 1024 × 768 or 1280 × 720 window, a 1366 × 768 laptop, a phone): it waits as a chip in its
 * corner until asked for (docs/product-rules.md "Landing").
 */
const ROOM_IS_SHORT = '(max-width: 71.99em), (max-height: 48em)';

/**
 * The promotional virtual-streamer panel (docs/product-rules.md "Landing"). 'I want it!' only logs, as
 * that section says; 'Maybe later' hides it until the next streamer's turn. Loaded when it first shows.
 */
export default function StreamerPanel({ turn, hidden, onLater }: StreamerPanelProps) {
  const streamer = STREAMERS[turn % STREAMERS.length]!;
  const short = useMediaMatch(ROOM_IS_SHORT) ?? false;
  const [opened, setOpened] = useState(false);
  const chipRef = useRef<HTMLButtonElement>(null);
  const collapse = () => {
    setOpened(false);
    requestAnimationFrame(() => chipRef.current?.focus());
  };

  if (short && !opened) {
    return (
      <button
        ref={chipRef}
        type="button"
        className={classes.chip}
        hidden={hidden}
        aria-expanded={false}
        onClick={() => setOpened(true)}
        data-streamer={streamer.id}
        data-testid="streamer-chip"
      >
        <svg className={classes.chipPortrait} viewBox="0 0 120 140" aria-hidden focusable="false">
          {streamer.portrait}
        </svg>
        <span className={classes.dot} aria-hidden />
        <span>
          {streamer.name} <span className={classes.chipLive}>is live</span>
        </span>
      </button>
    );
  }
  return (
    <aside
      className={classes.panel}
      aria-labelledby="streamer-name"
      hidden={hidden}
      data-streamer={streamer.id}
      data-testid="streamer-panel"
    >
      {short && (
        <button type="button" className={classes.collapse} aria-label={`Hide ${streamer.name}`} aria-expanded onClick={collapse}>
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden focusable="false">
            <path d="M3 3l8 8M11 3l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      )}
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
          <button
            type="button"
            className={classes.later}
            onClick={() => {
              setOpened(false);
              onLater();
            }}
          >
            Maybe later
          </button>
        </div>
        <ul className={classes.socials} aria-label={`${streamer.name} streams on`}>
          {SOCIALS.map((social) => (
            <li key={social.name}>
              {social.to ? (
                <Link to={social.to} aria-label={social.label} className={classes.socialLink}>
                  {social.icon}
                  {social.name}
                </Link>
              ) : (
                <>
                  {social.icon}
                  {social.name}
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
