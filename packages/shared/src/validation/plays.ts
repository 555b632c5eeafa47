import { numberText } from '../number-text.js';

/**
 * What a card does when its collector plays it (docs/product-rules.md "Playing cards"): the card and
 * the player's message on stream, a sound of our library, or a text the streamer performs.
 */
export const CARD_ACTION_KINDS = ['shout', 'sound', 'challenge'] as const;
export type TCardActionKind = (typeof CARD_ACTION_KINDS)[number];
export const CARD_ACTION_LABELS: Record<TCardActionKind, string> = { shout: 'Shout', sound: 'Sound', challenge: 'Challenge' };

/**
 * Where a play stands: waiting for the streamer, approved and on stream (a challenge stays there until
 * the streamer marks it done), done, or refused (what it took given back).
 */
export const PLAY_STATES = ['waiting', 'on_stream', 'done', 'refused'] as const;
export type TPlayState = (typeof PLAY_STATES)[number];
export const PLAY_STATE_LABELS: Record<TPlayState, string> = {
  waiting: 'Waiting for the streamer',
  on_stream: 'On stream now',
  done: 'Done',
  refused: 'Refused: your card can be played again',
};

const DAY_SECONDS = 24 * 60 * 60;

export const PLAY_LIMITS = {
  /** A player's message on stream. */
  messageMax: 200,
  /** A challenge's text, which the streamer performs. */
  challengeMax: 200,
  /** How long a viewer waits between plays of a rarity's cards (or a reusable card's plays). */
  cooldownSecondsMax: 7 * DAY_SECONDS,
  /** The creator's blocked words: how many, and how long each. */
  blockedWordsMax: 200,
  blockedWordMax: 40,
  /** Why the streamer refused a play, which its player reads. */
  reasonMax: 200,
  /** A page of the queue's history. */
  historyPage: 50,
  /** Plays a game's server reads at once. */
  apiPage: 100,
} as const;

export const PLAY_MESSAGES = {
  message: `A message is at most ${PLAY_LIMITS.messageMax} characters`,
  link: 'A message cannot carry a link',
  markup: 'A message cannot carry markup',
  blockedWord: (word: string) => `“${word}” is not allowed on this stream`,
  challenge: `A challenge is 1 to ${PLAY_LIMITS.challengeMax} characters`,
  cooldownSeconds: `A cooldown is 0 to ${numberText(PLAY_LIMITS.cooldownSecondsMax)} seconds`,
  actionDesign: 'An action is given to a design of this collection',
  blockedWords: `Up to ${PLAY_LIMITS.blockedWordsMax} blocked words of 1 to ${PLAY_LIMITS.blockedWordMax} characters, each once`,
  reason: `A reason is 1 to ${PLAY_LIMITS.reasonMax} characters`,
  cardNotFound: 'You have no such card',
  noAction: 'This card has no action to play',
  spent: 'This card has been played: its action is spent',
  inPlay: 'This card is already waiting to be played',
  cooldown: (seconds: number) => `You can play a card of this rarity again in ${cooldownText(seconds)}`,
  paused: 'The streamer has paused plays',
  suspended: 'This project is suspended: its cards cannot be played',
  offline: 'This card plays only while the channel is live',
  playNotFound: 'No such play',
  requestIdTaken: 'This request id played another card',
  dockRefused: 'This dock is not connected: copy its address again from the stream overlay page',
  dockRegenerated: 'A new dock address is made: the old one has stopped',
  testKeyPlays: 'A test key reads no plays: every play is real. Use a live key',
  notWaiting: 'This play is not waiting any more',
  notChallenge: 'Only a challenge on stream is marked done',
  approved: 'Approved: it is on its way to the stream',
  refused: 'Refused: what it took is given back',
  markedDone: 'Marked done',
} as const;

/** A wait in the words a player reads: seconds below two minutes, minutes below two hours, else hours. */
export function cooldownText(seconds: number): string {
  if (seconds < 120) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  if (seconds < 2 * 60 * 60) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
}

/**
 * What a message may not carry (docs/product-rules.md "Playing cards"): a link (an address with a
 * scheme, `www.`, or a name under a common top-level domain) or markup (a tag). The stream shows the
 * text as text; these keep a stranger's message from sending viewers anywhere.
 */
const LINK =
  /(?:[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|io|gg|tv|co|me|xyz|ly|app|dev|link|info|ru|de|uk|be|to|sh|cc|live|shop|store|site|online)\b)/i;
const MARKUP = /<\/?[a-z!][^>]*>/i;

export type MessageFault = 'link' | 'markup';
export function messageFault(message: string): MessageFault | null {
  if (LINK.test(message)) return 'link';
  return MARKUP.test(message) ? 'markup' : null;
}

/** Words compare as a viewer sees them: case and accents aside. */
export const foldWord = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The first of the creator's blocked words the message holds, as a word or a phrase of words; null when none. */
export function blockedWordIn(message: string, blocked: readonly string[]): string | null {
  const words = ` ${foldWord(message)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ')} `;
  return (
    blocked.find((word) => {
      const folded = foldWord(word)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .join(' ');
      return folded.length > 0 && words.includes(` ${folded} `);
    }) ?? null
  );
}
