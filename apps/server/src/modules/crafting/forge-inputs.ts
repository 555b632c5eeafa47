import type { TForgeInputs } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { presentSpentCard } from './craft.presenter.js';
import { findForgeInputs } from './crafting.repo.js';

/** What made a card at the Forge, as its public proof shows it; null for a drawn card. */
export async function forgeInputsOf(db: Database, cardId: string): Promise<TForgeInputs | null> {
  const found = await findForgeInputs(db, cardId);
  if (!found || (found.craft.kind !== 'fuse' && found.craft.kind !== 'craft')) return null;
  return {
    kind: found.craft.kind,
    spent: found.spent.map(presentSpentCard),
    essence: -found.essence.reduce((sum, entry) => sum + Math.min(entry.change, 0), 0),
    madeAt: found.craft.createdAt.toISOString(),
  };
}
