import { ZRuleCaps, ZRuleTerms, type TRule } from '@arcana/shared/schemas';
import type { RuleRow } from './rules.repo.js';

/** A rule as the API shows it: its terms and caps as the contract reads them, and what its budget has left. */
export function presentRule(row: RuleRow): TRule {
  const caps = ZRuleCaps.parse(row.caps);
  return {
    id: row.id,
    collectionId: row.collectionId,
    terms: ZRuleTerms.parse(row.terms),
    caps,
    enabled: row.enabled,
    granted: row.granted,
    budgetLeft: caps.budget === null ? null : Math.max(0, caps.budget - row.granted),
    createdAt: row.createdAt.toISOString(),
  };
}
