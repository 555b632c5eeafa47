import { randomUUID } from 'node:crypto';
import { INTEGRATOR_MESSAGES, PROJECT_MESSAGES } from '@arcana/shared';
import { ZRuleTerms, type TApiCollection, type TApiGrant, type TApiGrantBody } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { conflict, forbidden, notFound } from '../../lib/app-error.js';
import { once, type Answer, type IdempotentWrite, type RequestApiKey } from '../api-keys/index.js';
import { findDrawableCollection } from '../projects/index.js';
import { decideEvent, type EarnedEvent } from './earning.js';
import * as inbox from './inbox.repo.js';
import { collectionsTakingGrants, enabledRules } from './rules.repo.js';

/** What a grant is to the game's server, by its inbox state. */
const STATUS: Record<string, TApiGrant['status']> = {
  granted: 'granted',
  received: 'pending',
  parked: 'pending',
  refused: 'refused',
  expired: 'expired',
};

function present(row: inbox.InboxRow): TApiGrant {
  const { event } = row.payload as EarnedEvent;
  const body = event as unknown as TApiGrantBody & { livemode: boolean };
  return {
    id: row.id,
    playerId: body.playerId,
    collectionId: body.collectionId,
    draws: body.draws,
    reason: body.reason,
    status: STATUS[row.state] ?? 'pending',
    outcome: row.state === 'refused' || row.state === 'expired' ? row.outcome : null,
    livemode: body.livemode,
    createdAt: row.receivedAt.toISOString(),
  };
}

/**
 * Draws a game's server grants its players (docs/product-rules.md "Game servers and keys"): an earning
 * event of source `api`, kept in the inbox and decided by the same rules and caps as every other, in
 * the request's own transaction so the answer says what became of it. A player not linked yet waits
 * (parked) and is granted when they link; a grant the caps refuse keeps nothing, and answers 409.
 */
export function createApiGrants({ db }: Pick<Platform, 'db'>) {
  return {
    async grant(apiKey: RequestApiKey, write: IdempotentWrite, body: TApiGrantBody): Promise<Answer<TApiGrant>> {
      return once(db, apiKey, write, async (tx) => {
        const collection = await findDrawableCollection(tx, body.collectionId);
        if (!collection) throw notFound('COLLECTION_NOT_FOUND', PROJECT_MESSAGES.collectionNotFound);
        if (collection.project.id !== apiKey.projectId) throw forbidden('API_KEY_FORBIDDEN', INTEGRATOR_MESSAGES.keyProject);
        if (collection.suspended) throw forbidden('PROJECT_SUSPENDED', PROJECT_MESSAGES.suspended);
        const rule = (await enabledRules(tx, body.collectionId)).find((row) => row.source === 'api');
        if (!rule) throw conflict('NO_API_RULE', INTEGRATOR_MESSAGES.noApiRule);
        const terms = ZRuleTerms.parse(rule.terms);
        if (terms.source === 'api' && body.draws > terms.reward)
          throw conflict('GRANT_CAP_REACHED', INTEGRATOR_MESSAGES.tooManyDraws(terms.reward), 'draws');
        const id = randomUUID();
        const payload: EarnedEvent = {
          source: 'api',
          read: { key: id, viewer: body.playerId, amount: body.draws, reason: body.reason },
          event: { ...body, livemode: apiKey.mode === 'live', keyId: apiKey.id },
        };
        const [row] = await inbox.keepOne(tx, {
          id,
          source: 'api',
          messageId: id,
          eventKey: id,
          kind: 'rule',
          ruleId: rule.id,
          projectId: apiKey.projectId,
          payload,
        });
        const decided = await decideEvent(tx, row!, new Date());
        if (decided.decision.state === 'refused') {
          if (!decided.refusedBy) throw conflict('NO_API_RULE', INTEGRATOR_MESSAGES.noApiRule);
          throw conflict(
            'GRANT_CAP_REACHED',
            decided.decision.outcome,
            decided.refusedBy === 'reward' ? 'draws' : `caps.${decided.refusedBy}`,
          );
        }
        await inbox.decide(tx, row!.id, decided.decision);
        return { status: decided.decision.state === 'granted' ? 201 : 202, body: present({ ...row!, state: decided.decision.state }) };
      });
    },

    /** The project's published collections, and how many draws a grant in each may give. */
    async collections(apiKey: RequestApiKey): Promise<TApiCollection[]> {
      return collectionsTakingGrants(db, apiKey.projectId);
    },

    /** One of the project's grants, as its mode sees it: a test key never reads a live grant, nor a live key a test one. */
    async read(apiKey: RequestApiKey, grantId: string): Promise<TApiGrant> {
      const row = await inbox.findInProject(db, 'api', apiKey.projectId, grantId);
      const grant = row && present(row);
      if (!grant || grant.livemode !== (apiKey.mode === 'live')) throw notFound('GRANT_NOT_FOUND', INTEGRATOR_MESSAGES.grantNotFound);
      return grant;
    },
  };
}

export type ApiGrants = ReturnType<typeof createApiGrants>;
