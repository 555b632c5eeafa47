import { RARITIES } from '../constants.js';
import { numberText } from '../number-text.js';
import { OVERLAY_COLOR_DEFAULTS, OVERLAY_TEMPLATE_DEFAULTS } from './overlay-look.js';

/** A project's stream overlay: what its creator may set, and what it shows (docs/product-rules.md "Stream overlay"). */
export const OVERLAY_LIMITS = {
  displaySeconds: { min: 3, max: 30, default: 8 },
  volume: { min: 0, max: 100, default: 60 },
  /** An alert not shown within this many minutes of its draw is let go. */
  expireMinutes: { min: 1, max: 24 * 60, default: 30 },
  /** The ticker layout's length: the last pulls shown. */
  tickerSize: 5,
  /** A draw's verification code: characters of an alphabet without look-alikes. */
  codeLength: 8,
  /** The alert's size, in percent of its own. */
  scalePercent: { min: 50, max: 200, default: 100 },
} as const;

/** Where an alert stands on the canvas: a corner, an edge's middle, or the middle. */
export const OVERLAY_ANCHORS = [
  'top-left',
  'top',
  'top-right',
  'left',
  'center',
  'right',
  'bottom-left',
  'bottom',
  'bottom-right',
] as const;
export type TOverlayAnchor = (typeof OVERLAY_ANCHORS)[number];
export const OVERLAY_DEFAULT_ANCHOR: TOverlayAnchor = 'bottom';

/**
 * A new overlay's settings (ZOverlaySettings): every draw, bottom, full size, the QR code on, no grant
 * alerts, the captions, sounds and colours it always had.
 */
export const OVERLAY_DEFAULTS = {
  minRarity: null,
  displaySeconds: OVERLAY_LIMITS.displaySeconds.default,
  volume: OVERLAY_LIMITS.volume.default,
  expireMinutes: OVERLAY_LIMITS.expireMinutes.default,
  paused: false,
  anchor: OVERLAY_DEFAULT_ANCHOR,
  scalePercent: OVERLAY_LIMITS.scalePercent.default,
  showQr: true,
  grantSources: [],
  templates: OVERLAY_TEMPLATE_DEFAULTS,
  sounds: { rarities: {}, grant: null, play: null },
  colors: OVERLAY_COLOR_DEFAULTS,
} as const;

/** The alphabet of verification codes: no 0/O, 1/I/L, so a code read off a stream is typed right. */
export const OVERLAY_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export const OVERLAY_MESSAGES = {
  /** What a page or socket with a wrong, old or regenerated token hears: nothing more. */
  notConnected: 'This overlay is not connected',
  displaySeconds: `An alert shows for ${OVERLAY_LIMITS.displaySeconds.min} to ${OVERLAY_LIMITS.displaySeconds.max} seconds`,
  volume: `The volume is ${OVERLAY_LIMITS.volume.min} to ${OVERLAY_LIMITS.volume.max}`,
  expireMinutes: `Alerts wait ${OVERLAY_LIMITS.expireMinutes.min} to ${numberText(OVERLAY_LIMITS.expireMinutes.max)} minutes to be shown`,
  minRarity: `Show every draw, or those from a rarity up: ${RARITIES.join(', ')}`,
  grantSources: 'Choose earning sources from the list, each once',
  testBody: 'A test alert is of a rarity, or of draws earned',
  anchor: `An alert stands at one of: ${OVERLAY_ANCHORS.join(', ')}`,
  scalePercent: `An alert's size is ${OVERLAY_LIMITS.scalePercent.min} to ${OVERLAY_LIMITS.scalePercent.max} %`,
  regenerated: 'A new overlay address is made: the old one has stopped',
  skipped: 'The alert on screen was skipped',
  nothingToSkip: 'No alert is waiting',
  replayed: 'The last alert shows again',
  nothingToReplay: 'No alert has been shown yet',
  cleared: (count: number) => `${count} waiting ${count === 1 ? 'alert' : 'alerts'} cleared`,
  testQueued: 'A test alert is on its way to the overlay',
  proofNotFound: 'No draw has this verification code',
} as const;
