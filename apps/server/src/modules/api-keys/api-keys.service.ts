import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_LIMITS, API_KEY_PREFIXES, INTEGRATOR_MESSAGES } from '@arcana/shared';
import type { TApiKey, TApiKeyBody, TNewApiKey } from '@arcana/shared/schemas';
import type { AppDeps } from '../../deps.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { recordAudit, type AuditAction } from '../../lib/audit.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { ownProject } from '../projects/index.js';
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
 * rotated and revoked by the project's creator, each act in the audit trail. The secret is shown once.
 */
export function createApiKeysService({ db }: Pick<AppDeps, 'db'>) {
  const audit = (user: UserRow, action: AuditAction, row: repo.ApiKeyRow, client: ClientInfo, meta: Record<string, unknown> = {}) =>
    recordAudit(db, {
      actorId: user.id,
      subjectId: user.id,
      action,
      meta: { projectId: row.projectId, keyId: row.id, name: row.name, mode: row.mode, ...meta },
      client,
    });

  async function ownKey(user: UserRow, projectId: string, keyId: string) {
    await ownProject(db, user, projectId);
    const row = await repo.findKey(db, projectId, keyId);
    if (!row) throw notFound('API_KEY_NOT_FOUND', INTEGRATOR_MESSAGES.keyNotFound);
    return row;
  }

  return {
    async list(user: UserRow, projectId: string): Promise<TApiKey[]> {
      await ownProject(db, user, projectId);
      return (await repo.listKeys(db, projectId)).map(presentKey);
    },

    async create(user: UserRow, projectId: string, body: TApiKeyBody, client: ClientInfo): Promise<TNewApiKey> {
      await ownProject(db, user, projectId);
      if ((await repo.countInForce(db, projectId)) >= API_KEY_LIMITS.perProject)
        throw conflict('TOO_MANY_API_KEYS', INTEGRATOR_MESSAGES.tooManyKeys);
      const { secret, ...stored } = newSecret(body.mode);
      const row = await repo.insertKey(db, {
        projectId,
        name: body.name.trim(),
        mode: body.mode,
        scopes: body.scopes,
        createdBy: user.id,
        ...stored,
      });
      await audit(user, 'apiKey.create', row, client, { scopes: row.scopes });
      return { key: presentKey(row), secret };
    },

    /** A new key with the old one's name, mode and scopes; the old one keeps working for the grace given, then stops. */
    async rotate(user: UserRow, projectId: string, keyId: string, graceHours: number, client: ClientInfo): Promise<TNewApiKey> {
      const old = await ownKey(user, projectId, keyId);
      const made = await db.transaction(async (tx) => {
        const { secret, ...stored } = newSecret(old.mode as TApiKey['mode']);
        const row = await repo.insertKey(tx, {
          projectId,
          name: old.name,
          mode: old.mode,
          scopes: old.scopes,
          createdBy: user.id,
          ...stored,
        });
        // Revoked or expired meanwhile: nothing to rotate, and the new key is not kept.
        if (!(await repo.retireKey(tx, old.id, row.id, graceHours))) throw notFound('API_KEY_NOT_FOUND', INTEGRATOR_MESSAGES.keyNotFound);
        return { row, secret };
      });
      await audit(user, 'apiKey.rotate', old, client, { replacedById: made.row.id, graceHours });
      return { key: presentKey(made.row), secret: made.secret };
    },

    async revoke(user: UserRow, projectId: string, keyId: string, client: ClientInfo): Promise<void> {
      await ownKey(user, projectId, keyId);
      const row = await repo.revokeKey(db, projectId, keyId);
      if (!row) throw notFound('API_KEY_NOT_FOUND', INTEGRATOR_MESSAGES.keyNotFound);
      await audit(user, 'apiKey.revoke', row, client);
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
