import { eq, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { HOUSE_PROJECT_SLUG } from '@arcana/shared';
import type { TCardProject, TCollectionSummary } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { once } from '../../lib/once.js';
import { cardDesigns, cards, collections, projects, seedChains } from '../../db/schema.js';
import { presentCard } from './card.presenter.js';

/**
 * The project a card comes from (docs/product-rules.md "Inventory"): its design's collection's. A card
 * without a design is the house project's: only the house catalogue made cards before designs existed
 * (migration 0019 linked those it could by name), and every draw since stores its design. The foreign
 * keys keep a drawn card's design, collection and project, so the inner joins below never lose a card.
 */
const projectIdOfCard = sql`coalesce(${collections.projectId}, (select house.id from projects house where house.slug = ${HOUSE_PROJECT_SLUG}))`;

/**
 * Cards with their project and seed chain, in the one statement that reads them: `more` are extra columns a caller
 * selects beside them. Each card costs a few primary-key lookups, and a page reads its sort's index
 * as before (the plan is tested in card-pages.test).
 */
export function selectCardsWithProject<T extends SelectedFields>(db: Database, more: T) {
  return db
    .select({
      ...more,
      card: cards,
      project: { slug: projects.slug, name: projects.name },
      chain: { head: seedChains.head, createdAt: seedChains.createdAt },
    })
    .from(cards)
    .leftJoin(seedChains, eq(seedChains.id, cards.seedChainId))
    .leftJoin(cardDesigns, eq(cardDesigns.id, cards.designId))
    .leftJoin(collections, eq(collections.id, cardDesigns.collectionId))
    .innerJoin(projects, eq(projects.id, projectIdOfCard));
}

/** The card `where` names, as the API presents it, with its stored row (whose owner a caller may check). */
export async function findCard(db: Database, where: SQL | undefined) {
  const [found] = await selectCardsWithProject(db, {}).where(where).limit(1);
  return found && { row: found.card, card: presentCard(found.card, found.project, found.chain) };
}

/**
 * The house project as its cards show it, read once: it has no owner, so nothing in the app renames
 * it, and a collect (the hot path) then needs no read of its own. A failed read is not kept.
 */
export function readHouseProjectOnce(db: Database): () => Promise<TCardProject> {
  return once(async () => {
    const [house] = await db
      .select({ slug: projects.slug, name: projects.name })
      .from(projects)
      .where(eq(projects.slug, HOUSE_PROJECT_SLUG));
    if (!house) throw new Error('the house project is missing (migration 0019 makes it)');
    return house;
  });
}

/**
 * Cards of one project only, by its slug: those of its designs (a set the database hashes once, then
 * tests each card against as it walks the sort's index), and for the house also those without one.
 */
export function ofProject(slug: string): SQL {
  const designs = sql`select d.id from card_designs d join collections c on c.id = d.collection_id join projects p on p.id = c.project_id where p.slug = ${slug}`;
  return slug === HOUSE_PROJECT_SLUG
    ? sql`(${cards.designId} in (${designs}) or ${cards.designId} is null)`
    : sql`${cards.designId} in (${designs})`;
}

/**
 * How many of a player's cards each project holds (docs/product-rules.md "Inventory"), without reading
 * the collection: its tallies say how many cards hold each text (name, description, rarity, type), and
 * a card's text is its design's, frozen once published. Of the designs any card was drawn from, a
 * text one has counts for that design's project; a text none has is the house's (cards from before
 * designs); only a text several share (a creator's copy of another's design) reads its cards, by the
 * name index, to see which design each is. A card without a design whose text a drawn creator's design
 * also has would count for that creator: the migration linked every card it could to the catalogue.
 */
export async function countCardsByProject(db: Database, userId: string): Promise<TCollectionSummary['byProject']> {
  const sameText = (a: string, b: string) =>
    sql.raw(`${a}.name = ${b}.name and ${a}.description = ${b}.description and ${a}.rarity = ${b}.rarity and ${a}.type = ${b}.type`);
  const { rows } = (await db.execute(sql`
    with house as (
      select id from projects where slug = ${HOUSE_PROJECT_SLUG}
    ), held as (
      select name, description, rarity, type, count from collection_tallies where user_id = ${userId} and count > 0
    ), matched as (
      select h.name, h.description, h.rarity, h.type, h.count, c.project_id,
        count(*) over (partition by h.name, h.description, h.rarity, h.type) as designs
      from held h
      join card_designs d on ${sameText('d', 'h')} and d.drawn_count > 0
      join collections c on c.id = d.collection_id
    ), shared as (
      select distinct name from matched where designs > 1
    ), counted as (
      select project_id, count from matched where designs = 1
      union all
      select house.id, h.count from held h cross join house where not exists (select 1 from matched m where ${sameText('m', 'h')})
      union all
      select coalesce(c.project_id, house.id), 1
      from shared
      join cards x on x.user_id = ${userId} and x.spent_at is null and x.name collate "C" = shared.name collate "C"
      left join card_designs d on d.id = x.design_id
      left join collections c on c.id = d.collection_id
      cross join house
      where exists (select 1 from matched m where m.designs > 1 and ${sameText('m', 'x')})
    )
    select p.slug, p.name, sum(counted.count)::int as count
    from counted join projects p on p.id = counted.project_id
    group by p.slug, p.name
    order by p.name, p.slug
  `)) as unknown as { rows: TCollectionSummary['byProject'] };
  return rows.map(({ slug, name, count }) => ({ slug, name, count: Number(count) }));
}
