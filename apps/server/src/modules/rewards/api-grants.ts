import { randomUUID } from 'node:crypto';
import { INTEGRATOR_MESSAGES, PROJECT_MESSAGES } from '@arcana/shared';
import { ZRuleCaps, ZRuleTerms, type TApiCollection, type TApiGrant, type TApiGrantBody } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import type { Database } from '../../db/client.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.js';
import { createBatchQueue, type Waiting } from '../../lib/batch-queue.js';
import { isDeadlock } from '../../lib/db-errors.js';
import {
  claimKeys,
  keepAnswers,
  keyReused,
  releaseKeys,
  type Answer,
  type IdempotentWrite,
  type RequestApiKey,
} from '../api-keys/index.js';
import { findDrawableCollection } from '../projects/index.js';
import { decideEvent, hasCaps, parkedRef, recordGrants, type Decided, type EarnedEvent, type FittingGrant } from './earning.js';
import { collectorsOfPlayers } from './grants.repo.js';
import * as inbox from './inbox.repo.js';
import { collectionsTakingGrants, enabledRules, type RuleRow } from './rules.repo.js';

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

/** A grant a game's server asked for, with its key and Idempotency-Key. */
interface GrantRequest {
  apiKey: RequestApiKey;
  write: IdempotentWrite;
  body: TApiGrantBody;
}
type WaitingGrant = Waiting<GrantRequest, Answer<TApiGrant>>;
type Collection = NonNullable<Awaited<ReturnType<typeof findDrawableCollection>>>;

/** Grants to one collection written in one transaction at most. */
const MAX_BATCH = 50;
/** Transactions a batch may take when the database ends one to break a deadlock. */
const MAX_ATTEMPTS = 5;

/** Why a grant cannot be made at all (its collection, its key's project, the rule), before any cap. */
function refusalOf({ apiKey, body }: GrantRequest, collection: Collection | undefined, rule: RuleRow | undefined): AppError | null {
  if (!collection) return notFound('COLLECTION_NOT_FOUND', PROJECT_MESSAGES.collectionNotFound);
  if (collection.project.id !== apiKey.projectId) return forbidden('API_KEY_FORBIDDEN', INTEGRATOR_MESSAGES.keyProject);
  if (collection.suspended) return forbidden('PROJECT_SUSPENDED', PROJECT_MESSAGES.suspended);
  if (!rule) return conflict('NO_API_RULE', INTEGRATOR_MESSAGES.noApiRule);
  const terms = ZRuleTerms.parse(rule.terms);
  if (terms.source === 'api' && body.draws > terms.reward)
    return conflict('GRANT_CAP_REACHED', INTEGRATOR_MESSAGES.tooManyDraws(terms.reward), 'draws');
  return null;
}

/** The inbox row a grant is kept as: an earning event of source `api`, its own message. */
function entryOf({ apiKey, body }: GrantRequest, rule: RuleRow): inbox.InboxEntry {
  const id = randomUUID();
  const payload: EarnedEvent = {
    source: 'api',
    read: { key: id, viewer: body.playerId, amount: body.draws, reason: body.reason },
    event: { ...body, livemode: apiKey.mode === 'live', keyId: apiKey.id },
  };
  return { id, source: 'api', messageId: id, eventKey: id, kind: 'rule', ruleId: rule.id, projectId: apiKey.projectId, payload };
}

const answerOf = (row: inbox.InboxRow, state: inbox.InboxState): Answer<TApiGrant> => ({
  status: state === 'granted' ? 201 : 202,
  body: present({ ...row, state }),
  replayed: false,
});

/** A grant the caps refused, as the game's server is answered. */
function capRefusal({ decision, refusedBy }: Decided): AppError {
  if (!refusedBy) return conflict('NO_API_RULE', INTEGRATOR_MESSAGES.noApiRule);
  return conflict('GRANT_CAP_REACHED', decision.outcome, refusedBy === 'reward' ? 'draws' : `caps.${refusedBy}`);
}

/**
 * Draws a game's server grants its players (docs/product-rules.md "Game servers and keys"): an earning
 * event of source `api`, kept in the inbox and decided by the same rules and caps as every other, in
 * the request's own transaction so the answer says what became of it. A player not linked yet waits
 * (parked) and is granted when they link; a grant the caps refuse keeps nothing, and answers 409.
 * Grants to one collection that arrive together are written together, in one transaction and a
 * statement each for the whole batch, as draws are (docs/decisions/046); under a rule with caps each is
 * decided in turn, in a savepoint of its own, so one refused keeps nothing and costs the others nothing.
 */
export function createApiGrants({ db }: Pick<Platform, 'db'>) {
  /** A rule without caps: every grant of the batch kept, its players read, and granted or parked, together. */
  async function grantAll(tx: Database, requests: GrantRequest[], rule: RuleRow, projectId: string): Promise<Array<Answer<TApiGrant>>> {
    const entries = requests.map((request) => entryOf(request, rule));
    const kept = new Map((await inbox.keepDecided(tx, entries)).map((row) => [row.id, row]));
    const rows = entries.map(({ id }) => kept.get(id!)!);
    const players = new Map<string, Awaited<ReturnType<typeof collectorsOfPlayers>>>();
    for (const mode of new Set(requests.map(({ apiKey }) => apiKey.mode)))
      players.set(
        mode,
        await collectorsOfPlayers(
          tx,
          projectId,
          mode,
          requests.filter(({ apiKey }) => apiKey.mode === mode).map(({ body }) => body.playerId),
        ),
      );
    const collectors = requests.map(({ apiKey, body }) => players.get(apiKey.mode)!.get(body.playerId));
    const fitting = rows.flatMap((row, i): FittingGrant[] => {
      const collector = collectors[i];
      const { read } = row.payload as EarnedEvent;
      return collector ? [{ row, rule, read, collector, draws: requests[i]!.body.draws, streamId: null }] : [];
    });
    const granted = new Map((await recordGrants(tx, fitting)).map(({ decision }, k) => [fitting[k]!.row.id, decision]));
    const decided = rows.map((row, i) => ({
      id: row.id,
      decision: granted.get(row.id) ?? {
        state: 'parked' as const,
        outcome: 'Waiting for its player to be linked',
        viewerRef: parkedRef('api', projectId, requests[i]!.body.playerId),
      },
    }));
    await inbox.decide(tx, decided);
    return rows.map((row, i) => answerOf(row, decided[i]!.decision.state));
  }

  /** A rule with caps: each grant decided in turn, the rule held, as every other source's events are. */
  async function grantOne(tx: Database, request: GrantRequest, rule: RuleRow): Promise<Answer<TApiGrant> | AppError> {
    try {
      return await tx.transaction(async (savepoint) => {
        const [row] = await inbox.keepDecided(savepoint, [entryOf(request, rule)]);
        const decided = await decideEvent(savepoint, row!, new Date());
        if (decided.decision.state === 'refused') throw capRefusal(decided);
        await inbox.decide(savepoint, [{ id: row!.id, decision: decided.decision }]);
        return answerOf(row!, decided.decision.state);
      });
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
  }

  /** One transaction for the batch: its keys claimed, its grants made, their answers kept, and each request answered once it commits. */
  async function grantTogether(collectionId: string, batch: WaitingGrant[]) {
    const requests = batch.map(({ request }) => request);
    const keyed = requests.map(({ apiKey, write }) => ({ projectId: apiKey.projectId, mode: apiKey.mode, write }));
    const { claims, outcomes } = await db.transaction(async (tx) => {
      const claims = await claimKeys<TApiGrant>(tx, keyed);
      const outcomes = claims.map((claim) => ('answer' in claim ? claim.answer : 'refused' in claim ? claim.refused : undefined));
      const acting = claims.flatMap((claim, i) => (claim.claimed ? [i] : []));
      if (acting.length > 0) {
        const collection = await findDrawableCollection(tx, collectionId);
        const rule = collection && (await enabledRules(tx, collectionId)).find((row) => row.source === 'api');
        for (const i of acting) outcomes[i] = refusalOf(requests[i]!, collection, rule) ?? undefined;
        const allowed = acting.filter((i) => outcomes[i] === undefined);
        if (collection && rule && allowed.length > 0) {
          const made: Array<Answer<TApiGrant> | AppError> = [];
          if (hasCaps(ZRuleCaps.parse(rule.caps))) for (const i of allowed) made.push(await grantOne(tx, requests[i]!, rule));
          else
            made.push(
              ...(await grantAll(
                tx,
                allowed.map((i) => requests[i]!),
                rule,
                collection.project.id,
              )),
            );
          made.forEach((outcome, k) => (outcomes[allowed[k]!] = outcome));
        }
        const refused = acting.filter((i) => outcomes[i] instanceof AppError);
        await releaseKeys(
          tx,
          refused.map((i) => keyed[i]!),
        );
        await keepAnswers(
          tx,
          acting.filter((i) => !refused.includes(i)).map((i) => ({ ...keyed[i]!, ...(outcomes[i] as Answer<TApiGrant>) })),
        );
      }
      return { claims, outcomes };
    });
    batch.forEach((waiting, i) => {
      const claim = claims[i]!;
      const first = 'sameAs' in claim ? claim.sameAs : i;
      const outcome = outcomes[first]!;
      if (outcome instanceof AppError) return waiting.fail(outcome);
      if (first === i) return waiting.settle(outcome);
      // The same key twice in one batch: the second is a retry of the first, unless its body differs.
      if (requests[first]!.write.requestHash !== requests[i]!.write.requestHash) return waiting.fail(keyReused());
      waiting.settle({ ...outcome, replayed: true });
    });
  }

  async function grantOrRetry(collectionId: string, batch: WaitingGrant[], attempt = 1): Promise<void> {
    try {
      await grantTogether(collectionId, batch);
    } catch (error) {
      // Two batches that claimed or credited the same rows in opposite orders: the one the database ended wrote nothing, and goes again.
      if (isDeadlock(error) && attempt < MAX_ATTEMPTS) return grantOrRetry(collectionId, batch, attempt + 1);
      throw error;
    }
  }

  const enqueue = createBatchQueue<GrantRequest, Answer<TApiGrant>>(MAX_BATCH, async (collectionId, batch) => {
    await grantOrRetry(collectionId, batch);
    return undefined;
  });

  return {
    grant: (apiKey: RequestApiKey, write: IdempotentWrite, body: TApiGrantBody): Promise<Answer<TApiGrant>> =>
      enqueue(body.collectionId, { apiKey, write, body }),

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
