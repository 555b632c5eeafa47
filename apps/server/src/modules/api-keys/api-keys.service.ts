import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_LIMITS, API_KEY_PREFIXES, INTEGRATOR_MESSAGES } from '@arcana/shared';
import type { TApiKey, TApiKeyBody, TNewApiKey } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import type { Platform } from '../../platform/platform.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { recordAudit, type AuditAction } from '../../lib/audit.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { ownProject, requireCreator } from '../projects/index.js';
import type { UserRow } from '../users/index.js';
import * as repo from './api-keys.repo.js';

/** A high-entropy secret needs no slow hash: SHA-256 finds it by index, and a leaked table opens nothing. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const presentKey = (row: repo.ApiKeyRow): TApiKey => ({
  id: row.id,
  name: row.name,
  mode: row.mode as TApiKey['mode'],
  scopes: row.scopes as TApiKey['scopes'],
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  replacedById: row.replacedById,
});

function newSecret(mode: TApiKey['mode']) {
  const secret = `${API_KEY_PREFIXES[mode]}${randomBytes(API_KEY_LIMITS.secretBytes).toString('base64url')}`;
  return { secret, secretHash: hashSecret(secret), prefix: secret.slice(0, API_KEY_PREFIXES[mode].length + API_KEY_LIMITS.shownChars) };
}

/**
 * A project's keys for its game's server (docs/product-rules.md "Game servers and keys"): made,
 * rotated and revoked by the project's creator, with a verified e-mail and two-factor on as for
 * projects, each act in the audit trail. The secret is shown once.
 */
export function createApiKeysService({ db }: Pick<Platform, 'db'>) {
  /** Written in the transaction of the act it records: a key made, rotated or revoked is never missing from the trail. */
  const audit = (
    tx: Database,
    user: UserRow,
    action: AuditAction,
    row: repo.ApiKeyRow,
    client: ClientInfo,
    meta: Record<string, unknown> = {},
  ) =>
    recordAudit(tx, {
      actorId: user.id,
      subjectId: user.id,
      action,
      meta: { projectId: row.projectId, keyId: row.id, name: row.name, mode: row.mode, ...meta },
      client,
    });

  async function ownKey(executor: Database, projectId: string, keyId: string) {
    const row = await repo.findKey(executor, projectId, keyId);
    if (!row) throw notFound('API_KEY_NOT_FOUND', INTEGRATOR_MESSAGES.keyNotFound);
    return row;
  }

  /**
   * Work that adds a key, with the count of those in force read while the project's row is held:
   * concurrent makings and rotations wait their turn, so none passes the limit.
   */
  const withKeysCounted = <T>(projectId: string, work: (tx: Database, inForce: number) => Promise<T>) =>
    db.transaction(async (tx) => {
      await repo.lockProjectKeys(tx, projectId);
      return work(tx, await repo.countInForce(tx, projectId));
    });

  const insertKeyLike = (tx: Database, user: UserRow, projectId: string, like: Pick<repo.ApiKeyRow, 'name' | 'mode' | 'scopes'>) => {
    const { secret, ...stored } = newSecret(like.mode as TApiKey['mode']);
    return repo
      .insertKey(tx, { projectId, name: like.name, mode: like.mode, scopes: like.scopes, createdBy: user.id, ...stored })
      .then((row) => ({ row, secret }));
  };

  return {
    async list(user: UserRow, projectId: string): Promise<TApiKey[]> {
      await ownProject(db, user, projectId);
      return (await repo.listKeys(db, projectId)).map(presentKey);
    },

    async create(user: UserRow, projectId: string, body: TApiKeyBody, client: ClientInfo): Promise<TNewApiKey> {
      requireCreator(user);
      await ownProject(db, user, projectId);
      const made = await withKeysCounted(projectId, async (tx, inForce) => {
        if (inForce >= API_KEY_LIMITS.perProject) throw conflict('TOO_MANY_API_KEYS', INTEGRATOR_MESSAGES.tooManyKeys);
        const inserted = await insertKeyLike(tx, user, projectId, { ...body, name: body.name.trim() });
        await audit(tx, user, 'apiKey.create', inserted.row, client, { scopes: inserted.row.scopes });
        return inserted;
      });
      return { key: presentKey(made.row), secret: made.secret };
    },

    /**
     * A new key with the old one's name, mode and scopes; the old one keeps working for the grace given,
     * then stops. A key is rotated once: its grace is never given again, and while it runs the old key
     * counts among those in force.
     */
    async rotate(user: UserRow, projectId: string, keyId: string, graceHours: number, client: ClientInfo): Promise<TNewApiKey> {
      requireCreator(user);
      await ownProject(db, user, projectId);
      const made = await withKeysCounted(projectId, async (tx, inForce) => {
        const old = await ownKey(tx, projectId, keyId);
        if (old.replacedById) throw conflict('API_KEY_ROTATED', INTEGRATOR_MESSAGES.keyRotated);
        if (graceHours > 0 && inForce >= API_KEY_LIMITS.perProject)
          throw conflict('TOO_MANY_API_KEYS', INTEGRATOR_MESSAGES.tooManyKeysToRotate);
        const made = await insertKeyLike(tx, user, projectId, old);
        // Revoked or expired already: nothing to rotate, and the new key is not kept.
        if (!(await repo.retireKey(tx, old.id, made.row.id, graceHours)))
          throw notFound('API_KEY_NOT_FOUND', INTEGRATOR_MESSAGES.keyNotFound);
        await audit(tx, user, 'apiKey.rotate', old, client, { replacedById: made.row.id, graceHours });
        return made;
      });
      return { key: presentKey(made.row), secret: made.secret };
    },

    async revoke(user: UserRow, projectId: string, keyId: string, client: ClientInfo): Promise<void> {
      requireCreator(user);
      await ownProject(db, user, projectId);
      await db.transaction(async (tx) => {
        await ownKey(tx, projectId, keyId);
        const row = await repo.revokeKey(tx, projectId, keyId);
        if (!row) throw notFound('API_KEY_NOT_FOUND', INTEGRATOR_MESSAGES.keyNotFound);
        await audit(tx, user, 'apiKey.revoke', row, client);
      });
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
