import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillPath, PROJECT_PATHS, REVIEW_PATHS } from '@arcana/shared';
import type { TCollection, TCollectionActions } from '@arcana/shared/schemas';
import type { MailCapture } from '../tools/mail-capture';
import { startArcanaProcess } from '../tools/arcana-process';
import { BENCH_LIMITS, BENCH_PASSWORD, createAccount } from './accounts';
import { post } from './http';

const ADMIN_EMAIL = 'bench-admin@example.com';

/**
 * The compiled server with an admin to approve what creators publish: ADMIN_EMAILS makes an admin at
 * start, so the account first, then a start that promotes it; on `port` when its address must be
 * known before (the fake providers' redirects).
 */
export async function startWithAdmin(env: Record<string, string>, mail: MailCapture, name: string, port?: number) {
  const serverEnv = {
    ...env,
    DATA_DIR: mkdtempSync(join(tmpdir(), `arcana-${name}-`)),
    SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
    ADMIN_EMAILS: ADMIN_EMAIL,
    ...BENCH_LIMITS,
  };
  const first = await startArcanaProcess('compiled', serverEnv, port);
  await createAccount(first.url, mail, ADMIN_EMAIL);
  await first.stop();
  const server = await startArcanaProcess('compiled', serverEnv, port);
  const { token: adminToken } = await post<{ token: string }>(server.url, '/auth/login', { email: ADMIN_EMAIL, password: BENCH_PASSWORD });
  return { server, adminToken };
}

/** A POST answered 204 (no body to read). */
export async function call204(base: string, route: string, token: string) {
  const res = await fetch(`${base}/api${route}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 204) throw new Error(`POST ${route}: ${res.status} ${await res.text()}`);
}

/**
 * A collection of the project with two designs (`Common {n}` at 90 %, `Legend {n}` at 10 %), submitted
 * and approved through the API as the creator's and the admin's clients would: its id. With
 * `actions`, its cards can be played on stream; without, they do nothing when played.
 */
export async function publishedCollection(
  base: string,
  { creatorToken, adminToken }: { creatorToken: string; adminToken: string },
  projectId: string,
  n: number,
  { capped = false, actions }: { capped?: boolean; actions?: TCollectionActions } = {},
): Promise<string> {
  const collection = await post<TCollection>(
    base,
    fillPath(PROJECT_PATHS.collections, { projectId }),
    { name: `Series ${n}`, weights: { common: 9_000, uncommon: 0, rare: 0, epic: 0, legendary: 1_000 }, actions },
    creatorToken,
  );
  const designs = fillPath(PROJECT_PATHS.designs, { collectionId: collection.id });
  const design = { power: [10, 20], defense: [5, 15], image: 'crimson-fox', type: 'beast' };
  await post(
    base,
    designs,
    { ...design, name: `Common ${n}`, rarity: 'common', ...(capped ? { supplyCap: 1_000_000 } : {}) },
    creatorToken,
  );
  await post(base, designs, { ...design, name: `Legend ${n}`, rarity: 'legendary' }, creatorToken);
  const submitted = await post<TCollection>(base, fillPath(PROJECT_PATHS.submit, { collectionId: collection.id }), {}, creatorToken);
  await call204(base, fillPath(REVIEW_PATHS.approve, { versionId: submitted.versions[0]!.id }), adminToken);
  return collection.id;
}
