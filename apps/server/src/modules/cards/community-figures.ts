import { sql } from 'drizzle-orm';
import type { TCommunityFigures } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';

/** A crowd's figures need not be exact to the second: each instance reads them at most once a minute. */
export const COMMUNITY_FIGURES_FOR_SECONDS = 60;

async function readFigures(db: Database): Promise<TCommunityFigures> {
  // From the collection's tallies (a few rows a player), never the cards themselves.
  const { rows } = (await db.execute(sql`
    select
      coalesce(sum(count), 0)::int as "cardsCollected",
      count(distinct user_id) filter (where count > 0)::int as "collectors",
      coalesce(sum(count) filter (where rarity = 'legendary'), 0)::int as "legendaryFound",
      (select count(*) from users)::int as "members"
    from collection_tallies
  `)) as unknown as { rows: TCommunityFigures[] };
  return rows[0]!;
}

/** The Forge overview's community figures (docs/product-rules.md "The Forge"), read and kept a minute. */
export function createCommunityFigures(db: Database) {
  let kept: { until: number; figures: Promise<TCommunityFigures> } | null = null;
  return () => {
    if (!kept || Date.now() >= kept.until) {
      const figures = readFigures(db);
      kept = { until: Date.now() + COMMUNITY_FIGURES_FOR_SECONDS * 1000, figures };
      // A failed read is not kept: the next request asks again.
      figures.catch(() => (kept = null));
    }
    return kept.figures;
  };
}
