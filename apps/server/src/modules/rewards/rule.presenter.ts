import { ZRuleCaps, ZRuleTerms, type TGrant, type TRule, type TRuleSource } from '@arcana/shared/schemas';
import type { GrantRow } from './grants.repo.js';
import type { RuleRow } from './rules.repo.js';

/** A rule as the API shows it: its terms and caps as the contract reads them, what it granted, and what its budget has left. */
export function presentRule(row: RuleRow, granted: number): TRule {
  const caps = ZRuleCaps.parse(row.caps);
  return {
    id: row.id,
    collectionId: row.collectionId,
    terms: ZRuleTerms.parse(row.terms),
    caps,
    enabled: row.enabled,
    granted,
    budgetLeft: caps.budget === null ? null : Math.max(0, caps.budget - granted),
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A grant as the creator's feed shows it. */
export function presentGrant({ grant, source, collector }: { grant: GrantRow; source: string; collector: string }): TGrant {
  return {
    id: grant.id,
    ruleId: grant.ruleId,
    collectionId: grant.collectionId,
    source: source as TRuleSource,
    draws: grant.draws,
    collector,
    reason: grant.reason,
    at: grant.grantedAt.toISOString(),
  };
}
