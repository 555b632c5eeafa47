import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type SelectedFields } from 'drizzle-orm/pg-core';
import type { TInventorySort } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { cards } from '../../db/schema.js';
import { after, orderOf, type Place } from './card-page-order.js';
import { selectCardsWithProject } from './card-rows.repo.js';

/**
 * What makes two cards copies of one (docs/product-rules.md "Inventory"): the same design, or for
 * cards drawn before designs, the same name, description, rarity and type. Of the cards table or an
 * alias of it.
 */
function stackKeyOf(table: Record<'designId' | 'name' | 'description' | 'rarity' | 'type', AnyPgColumn>) {
  const withoutDesign = (column: AnyPgColumn) => sql<string | null>`case when ${table.designId} is null then ${column} end`;
  return {
    designId: sql<string | null>`${table.designId}`,
    name: withoutDesign(table.name),
    description: withoutDesign(table.description),
    rarity: withoutDesign(table.rarity),
    type: withoutDesign(table.type),
  };
}
const STACK_KEY = stackKeyOf(cards);
const KEY_PARTS = Object.keys(STACK_KEY) as Array<keyof typeof STACK_KEY>;

/** The card with this id in scope, as a table of its own inside a statement on the cards. */
const STACKED_WITH = 'stacked_with';
const stackedWith = alias(cards, STACKED_WITH);

/**
 * The cards stacked with one (its copies, itself among them), if it is the owner's: each part of its
 * key is read once, by its id, before the cards are. Copies share their name too (a design's text is
 * frozen once published), which lets the owner's cards be read by the name index, that name's alone.
 */
export function copiesOf(cardId: string, ownerId: string | undefined): SQL {
  const key = { ...stackKeyOf(stackedWith), nameKey: sql`${stackedWith.name} collate "C"` };
  const card = and(eq(stackedWith.id, cardId), ownerId ? eq(stackedWith.userId, ownerId) : undefined);
  const ofCard = (part: keyof typeof key) => sql`(select ${key[part]} from ${cards} as ${sql.identifier(STACKED_WITH)} where ${card})`;
  return sql.join(
    [
      sql`${cards.name} collate "C" = ${ofCard('nameKey')}`,
      ...KEY_PARTS.map((part) => sql`${STACK_KEY[part]} is not distinct from ${ofCard(part)}`),
    ],
    sql` and `,
  );
}

interface StackQuery {
  /** Whose cards (an owner's): where a stack's newest copy is looked for. */
  scope: SQL | undefined;
  /** The cards the page's filters and search select: whole stacks, since copies share text and project. */
  selected: SQL | undefined;
  /** The page: its sort, the last stack's place before it, how many stacks. */
  page: { sort: TInventorySort; after: Place | undefined; limit: number };
}

/**
 * A page of the stacks of the selected cards, each as its newest copy (with `more` beside it), how
 * many copies it has and whether any of them is new. The cards are read once and counted by stack,
 * by hash, never sorted; a stack's newest copy is then one probe of the newest-first index at its
 * newest instant; only the stacks are put in order, and only the page's are read in full. A copy's name and rarity are its stack's
 * (a design's text is frozen once published: docs/product-rules.md "Inventory"), so a stack sorts by
 * its newest copy's place in the sort, and a cursor names it as it names a card.
 */
export function selectStacksWithProject<T extends SelectedFields>(db: Database, more: T, { scope, selected, page }: StackQuery) {
  const counted = db
    .select({
      keyDesignId: STACK_KEY.designId.as('key_design_id'),
      keyName: STACK_KEY.name.as('key_name'),
      keyDescription: STACK_KEY.description.as('key_description'),
      keyRarity: STACK_KEY.rarity.as('key_rarity'),
      keyType: STACK_KEY.type.as('key_type'),
      newestAt: sql<string>`max(${cards.collectedAt})`.as('newest_at'),
      name: sql<string>`min(${cards.name} collate "C")`.as('name'),
      weight: sql<number>`max(${cards.rarityWeight})`.as('weight'),
      copies: sql<number>`count(*)::int`.as('copies'),
      anyNew: sql<boolean>`bool_or(${cards.seenAt} is null)`.as('any_new'),
    })
    .from(cards)
    .where(selected)
    .groupBy(...Object.values(STACK_KEY))
    .as('counted');
  const sameStack = and(
    sql`${STACK_KEY.designId} is not distinct from ${counted.keyDesignId}`,
    sql`${STACK_KEY.name} is not distinct from ${counted.keyName}`,
    sql`${STACK_KEY.description} is not distinct from ${counted.keyDescription}`,
    sql`${STACK_KEY.rarity} is not distinct from ${counted.keyRarity}`,
    sql`${STACK_KEY.type} is not distinct from ${counted.keyType}`,
  );
  const newestCopy = sql<string>`(select ${cards.id} from ${cards} where ${and(scope, eq(cards.collectedAt, counted.newestAt), sameStack)} order by ${cards.id} desc limit 1)`;
  const placed = db
    .select({
      name: counted.name,
      weight: counted.weight,
      newestAt: counted.newestAt,
      copies: counted.copies,
      anyNew: counted.anyNew,
      newestId: newestCopy.as('newest_id'),
    })
    .from(counted)
    .as('placed');
  const key = { weight: placed.weight, name: placed.name, at: placed.newestAt, id: placed.newestId };
  const stacks = db
    .select({ newestId: placed.newestId, copies: placed.copies, anyNew: placed.anyNew })
    .from(placed)
    .where(page.after && after(page.sort, page.after, key))
    .orderBy(...orderOf(page.sort, key))
    .limit(page.limit)
    .as('stacks');
  return selectCardsWithProject(db, { ...more, copies: stacks.copies, anyNew: stacks.anyNew }).innerJoin(
    stacks,
    eq(cards.id, stacks.newestId),
  );
}
