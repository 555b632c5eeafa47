import { cardArtSlug } from '@arcana/shared';
import { CARD_CATALOGUE } from '@arcana/shared/draw';
import type { TOverlayAlert, TOverlayCard, TRarity } from '@arcana/shared/schemas';

/** What a preview shows: a card drawn, draws earned, a card played, a badge crafted. */
export type SampleKind = 'draw' | 'grant' | 'play' | 'badge';

/** The house catalogue's first warrior at the rarity: the preview shows a real card face. */
function sampleCard(rarity: TRarity): TOverlayCard {
  const [{ name, description }] = CARD_CATALOGUE.warrior[rarity];
  return { name, description, image: cardArtSlug(name), rarity, type: 'warrior', power: 7, defense: 5 };
}

/** A code as a draw's alert shows it (its QR code leads nowhere real: the draw is a sample). */
const SAMPLE_CODE = 'K7MX4QPT';

/** A sample alert of `kind`, new each time (`n`), as the overlay would be sent it. */
export function sampleAlert(kind: SampleKind, rarity: TRarity, n: number): TOverlayAlert {
  const base = { id: `preview-${n}`, collector: 'pixelfan', createdAt: new Date().toISOString() };
  if (kind === 'grant')
    return { ...base, kind: 'grant', grant: { draws: 2, reason: 'followed the channel', source: 'twitch.follow', others: 0 } };
  if (kind === 'badge') return { ...base, kind: 'badge', badge: { craftId: base.id, name: 'First Light', level: 2 } };
  if (kind === 'play')
    return {
      ...base,
      kind: 'play',
      replay: false,
      play: {
        playId: base.id,
        card: sampleCard(rarity),
        action: { kind: 'shout', reusable: false, cooldownSeconds: 0, liveOnly: false },
        message: 'GG from the preview!',
      },
    };
  return { ...base, kind: 'test', code: SAMPLE_CODE, card: sampleCard(rarity) };
}
