/**
 * How an overlay's alerts look and sound, as its streamer shapes them (docs/product-rules.md "Stream
 * overlay"): each kind's caption from a template, a sound of the library per rarity and per kind, and
 * the colours of its text and panel.
 */
export const OVERLAY_TEMPLATE_KINDS = ['draw', 'grant', 'play', 'badge'] as const;
export type TOverlayTemplateKind = (typeof OVERLAY_TEMPLATE_KINDS)[number];
export const OVERLAY_TEMPLATE_KIND_LABELS: Record<TOverlayTemplateKind, string> = {
  draw: 'draw',
  grant: 'draws earned',
  play: 'play',
  badge: 'badge',
};

/** The words a template may name, in braces: each kind has its own. */
export const OVERLAY_TEMPLATE_WORDS = {
  draw: ['collector', 'card', 'rarity'],
  grant: ['collector', 'draws', 'source'],
  play: ['collector', 'card', 'rarity', 'message'],
  badge: ['collector', 'set', 'level'],
} as const satisfies Record<TOverlayTemplateKind, readonly string[]>;
export type TOverlayTemplateWord = (typeof OVERLAY_TEMPLATE_WORDS)[TOverlayTemplateKind][number];

/** A new overlay's captions: the words its alerts always said. */
export const OVERLAY_TEMPLATE_DEFAULTS: Record<TOverlayTemplateKind, string> = {
  draw: '{collector} drew',
  grant: 'earned {draws} — {source}',
  play: '{collector} plays',
  badge: '{collector} completed {set} — level {level}',
};

export const OVERLAY_TEMPLATE_MAX = 120;

/** A new overlay's colours: the app's text on its night panel; the accent is each rarity's own. */
export const OVERLAY_COLOR_DEFAULTS = { text: '#ece8ff', panel: '#0d0a1a', accent: null } as const;

export const OVERLAY_LOOK_MESSAGES = {
  template: `A template is 1 to ${OVERLAY_TEMPLATE_MAX} characters`,
  templateWord: (word: string, kind: TOverlayTemplateKind) =>
    `A ${OVERLAY_TEMPLATE_KIND_LABELS[kind]} alert has no {${word}}: use ${OVERLAY_TEMPLATE_WORDS[kind].map((w) => `{${w}}`).join(', ')}`,
  color: 'A colour is #rrggbb',
} as const;

const WORD = /\{([^{}]*)\}/g;

/** The first word in braces that the kind's alerts do not have; null when every one is theirs. */
export function templateFault(template: string, kind: TOverlayTemplateKind): string | null {
  const known: readonly string[] = OVERLAY_TEMPLATE_WORDS[kind];
  for (const [, word] of template.matchAll(WORD)) if (!known.includes(word!)) return word!;
  return null;
}

/** A template with its words filled in; a word the alert leaves empty (no message) is said as nothing. */
export function fillTemplate(template: string, values: Partial<Record<TOverlayTemplateWord, string>>): string {
  return template
    .replace(WORD, (_all, word: TOverlayTemplateWord) => values[word] ?? '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
