// @databases pglite postgres: smoke — the module on the embedded database
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import {
  identities,
  mailOutbox,
  oneTimeTokens,
  profilePictures,
  rateLimits,
  refreshTokens,
  requestReceipts,
  sessions,
  signupTemp,
  spentTokens,
  trustedDevices,
  users,
  walletNonces,
} from '../../db/schema.js';
import { useTestApp } from '../../../test/test-app.js';
import { uniqueEmail, uniqueUsername } from '../../../test/factories.js';
import { sweepRequestReceipts } from '../../lib/request-receipts.js';
import { sweepSpentTokens } from '../../lib/spent-tokens.js';
import { createSweeper } from './sweeper.js';

const t = useTestApp();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const later = (ms: number) => new Date(Date.now() + ms);

async function insertUser(options: { createdAt?: Date; verified?: boolean } = {}) {
  const [user] = await t.deps.db
    .insert(users)
    .values({
      username: uniqueUsername(),
      email: uniqueEmail(),
      emailVerifiedAt: options.verified === false ? null : new Date(),
      createdAt: options.createdAt ?? new Date(),
    })
    .returning();
  return user!;
}

/** Which of these keys are still in the table, sorted. */
async function left(table: PgTable, key: PgColumn, keys: string[]) {
  const rows = await t.deps.db.select({ key }).from(table).where(inArray(key, keys));
  return rows.map((row) => String(row.key)).sort();
}

const sorted = (...values: string[]) => [...values].sort();
/** A fresh id for each name. */
const idsFor = <K extends string>(...names: K[]) => Object.fromEntries(names.map((name) => [name, randomUUID()])) as Record<K, string>;

describe('the sweeper', () => {
  it("sweeps as the job runner's recurring job, and logs how many rows of each table went at debug level", async () => {
    const jti = randomUUID();
    await t.deps.db.insert(spentTokens).values({ jti, expiresAt: ago(MINUTE) });
    await t.deps.jobs.runNow('sweep');
    await t.deps.jobs.settle(['sweep']);
    expect(await left(spentTokens, spentTokens.jti, [jti])).toEqual([]);

    const lines: string[] = [];
    const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
    const sweeper = createSweeper({ db: t.deps.db, log, intervalMs: HOUR });
    sweeper.rule('spent_tokens', sweepSpentTokens);
    sweeper.rule('request_receipts', sweepRequestReceipts);
    expect(() => sweeper.rule('spent_tokens', sweepSpentTokens)).toThrow('the spent_tokens table has a sweep rule already');
    await sweeper.job().run([]);
    const summary = JSON.parse(lines[0]!) as { level: number; deleted: Record<string, number> };
    expect(summary.level).toBe(20);
    expect(Object.keys(summary.deleted)).toEqual(['spent_tokens', 'request_receipts']);
  });

  it('has every short-lived table’s rule from its owner, an observer’s hour ended before any session or account goes', async () => {
    expect(Object.keys(await t.deps.sweeper.sweepOnce())).toEqual([
      'rate_limits',
      'request_receipts',
      'spent_tokens',
      'mail_outbox',
      'domain_events',
      'jobs',
      'observer_sessions',
      'one_time_tokens',
      'sessions',
      'refresh_tokens',
      'unverified_users',
      'profile_pictures',
      'signup_temp',
      'wallet_nonces',
      'usdt_transfers',
      'twitch_chat_messages',
      'trusted_devices',
      'idempotent_requests',
      'player_link_codes',
      'webhook_deliveries',
      'user_events',
    ]);
  });

  it('deletes pending signups, rate-limit counters and receipts once they are over, and keeps the others', async () => {
    const { db, config } = t.deps;
    const user = await insertUser();
    const longestWindowMs = Math.max(...Object.values(config.rateLimits).map((rule) => rule.windowSeconds)) * 1000;
    const { signupGone, signupKept, rateGone, rateKept, receiptGone, receiptKept } = idsFor(
      'signupGone',
      'signupKept',
      'rateGone',
      'rateKept',
      'receiptGone',
      'receiptKept',
    );
    await db.insert(signupTemp).values([
      { id: signupGone, type: 'email', provider: 'email', expiresAt: ago(MINUTE) },
      { id: signupKept, type: 'email', provider: 'email', expiresAt: later(HOUR) },
    ]);
    await db.insert(rateLimits).values([
      { key: rateGone, windowStartedAt: ago(longestWindowMs + MINUTE), hits: 3 },
      { key: rateKept, windowStartedAt: ago(longestWindowMs - MINUTE), hits: 3 },
    ]);
    await db.insert(requestReceipts).values([
      { requestId: receiptGone, userId: user.id, operation: 'collect', response: {}, createdAt: ago(DAY + MINUTE) },
      { requestId: receiptKept, userId: user.id, operation: 'collect', response: {}, createdAt: ago(DAY - MINUTE) },
    ]);

    expect(await t.deps.sweeper.sweepOnce()).toMatchObject({ signup_temp: 1, rate_limits: 1, request_receipts: 1 });
    expect(await left(signupTemp, signupTemp.id, [signupGone, signupKept])).toEqual([signupKept]);
    expect(await left(rateLimits, rateLimits.key, [rateGone, rateKept])).toEqual([rateKept]);
    expect(await left(requestReceipts, requestReceipts.requestId, [receiptGone, receiptKept])).toEqual([receiptKept]);
  });

  it('deletes one-time links a week after they expire, so a late click still hears that it expired', async () => {
    const user = await insertUser();
    const { gone, late, live } = idsFor('gone', 'late', 'live');
    const link = (id: string, expiresAt: Date) => ({ id, kind: 'reset_password' as const, userId: user.id, tokenHash: id, expiresAt });
    await t.deps.db.insert(oneTimeTokens).values([link(gone, ago(7 * DAY + MINUTE)), link(late, ago(HOUR)), link(live, later(HOUR))]);

    expect(await t.deps.sweeper.sweepOnce()).toMatchObject({ one_time_tokens: 1 });
    expect(await left(oneTimeTokens, oneTimeTokens.id, [gone, late, live])).toEqual(sorted(late, live));
  });

  it('deletes expired wallet nonces, spent-token ids and trusted devices', async () => {
    const { db } = t.deps;
    const user = await insertUser();
    const { nonceGone, nonceKept, spentGone, spentKept, deviceGone, deviceKept } = idsFor(
      'nonceGone',
      'nonceKept',
      'spentGone',
      'spentKept',
      'deviceGone',
      'deviceKept',
    );
    await db.insert(walletNonces).values([
      { nonce: nonceGone, userId: user.id, expiresAt: ago(MINUTE) },
      { nonce: nonceKept, userId: user.id, expiresAt: later(MINUTE) },
    ]);
    await db.insert(spentTokens).values([
      { jti: spentGone, expiresAt: ago(MINUTE) },
      { jti: spentKept, expiresAt: later(MINUTE) },
    ]);
    await db.insert(trustedDevices).values([
      { id: deviceGone, userId: user.id, tokenHash: deviceGone, expiresAt: ago(MINUTE) },
      { id: deviceKept, userId: user.id, tokenHash: deviceKept, expiresAt: later(DAY) },
    ]);

    expect(await t.deps.sweeper.sweepOnce()).toMatchObject({ wallet_nonces: 1, spent_tokens: 1, trusted_devices: 1 });
    expect(await left(walletNonces, walletNonces.nonce, [nonceGone, nonceKept])).toEqual([nonceKept]);
    expect(await left(spentTokens, spentTokens.jti, [spentGone, spentKept])).toEqual([spentKept]);
    expect(await left(trustedDevices, trustedDevices.id, [deviceGone, deviceKept])).toEqual([deviceKept]);
  });

  it('deletes signup pictures nobody claimed within an hour, and any picture no profile shows after a day', async () => {
    const user = await insertUser();
    const { unclaimed, fresh, claimed, unshown, recentUpload } = idsFor('unclaimed', 'fresh', 'claimed', 'unshown', 'recentUpload');
    const picture = (key: string, userId: string | null, createdAt: Date) => ({
      key,
      userId,
      contentType: 'image/jpeg',
      bytes: Buffer.from('jpeg'),
      createdAt,
    });
    await t.deps.db
      .insert(profilePictures)
      .values([
        picture(unclaimed, null, ago(HOUR + MINUTE)),
        picture(fresh, null, ago(HOUR - MINUTE)),
        picture(claimed, user.id, ago(30 * DAY)),
        picture(unshown, user.id, ago(DAY + MINUTE)),
        picture(recentUpload, user.id, ago(DAY - MINUTE)),
      ]);
    await t.deps.db.update(users).set({ pfpKey: claimed }).where(eq(users.id, user.id));

    expect(await t.deps.sweeper.sweepOnce()).toMatchObject({ profile_pictures: 2 });
    const all = [unclaimed, fresh, claimed, unshown, recentUpload];
    expect(await left(profilePictures, profilePictures.key, all)).toEqual(sorted(fresh, claimed, recentUpload));
  });

  it('deletes mail a week after it was sent or given up', async () => {
    const { sent, recent, givenUp } = idsFor('sent', 'recent', 'givenUp');
    const mail = (id: string, createdAt: Date, sentAt: Date | null) => ({
      id,
      to: uniqueEmail(),
      template: 'verification',
      subject: 'Verify your Arcana email',
      html: '',
      text: '',
      createdAt,
      sentAt,
    });
    await t.deps.db
      .insert(mailOutbox)
      .values([
        mail(sent, ago(8 * DAY), ago(7 * DAY + MINUTE)),
        mail(recent, ago(8 * DAY), ago(7 * DAY - MINUTE)),
        mail(givenUp, ago(7 * DAY + MINUTE), null),
      ]);

    expect(await t.deps.sweeper.sweepOnce()).toMatchObject({ mail_outbox: 2 });
    expect(await left(mailOutbox, mailOutbox.id, [sent, recent, givenUp])).toEqual([recent]);
  });

  it('deletes ended sessions and expired refresh tokens, and keeps live ones', async () => {
    const { db } = t.deps;
    const user = await insertUser();
    const session = async (values: { createdAt?: Date; revokedAt?: Date }, tokenExpiries: Date[]) => {
      const [row] = await db
        .insert(sessions)
        .values({ userId: user.id, ...values })
        .returning();
      const tokens = tokenExpiries.map((expiresAt) => ({ sessionId: row!.id, tokenHash: randomUUID(), expiresAt }));
      const ids = tokens.length ? (await db.insert(refreshTokens).values(tokens).returning()).map((token) => token.id) : [];
      return { id: row!.id, tokens: ids };
    };
    const live = await session({}, [ago(MINUTE), later(DAY)]);
    const revoked = await session({ revokedAt: ago(MINUTE) }, [later(DAY)]);
    const lapsed = await session({ createdAt: ago(31 * DAY) }, [ago(DAY)]);
    const oldButLive = await session({ createdAt: ago(31 * DAY) }, [later(DAY)]);

    await t.deps.sweeper.sweepOnce();

    expect(await left(sessions, sessions.id, [live.id, revoked.id, lapsed.id, oldButLive.id])).toEqual(sorted(live.id, oldButLive.id));
    const allTokens = [live, revoked, lapsed, oldButLive].flatMap((s) => s.tokens);
    expect(await left(refreshTokens, refreshTokens.id, allTokens)).toEqual(sorted(live.tokens[1]!, oldButLive.tokens[0]!));
  });
});

describe('the sweeper and accounts never verified', () => {
  const verifyLink = (userId: string, expiresAt: Date, usedAt: Date | null = null) => ({
    kind: 'verify_email' as const,
    userId,
    tokenHash: randomUUID(),
    expiresAt,
    usedAt,
  });

  it('removes an unverified account whose link expired, with its rows, and keeps the others', async () => {
    const { db } = t.deps;
    const longAgo = ago(DAY + MINUTE);
    const expired = await insertUser({ verified: false, createdAt: longAgo });
    await db.insert(oneTimeTokens).values([verifyLink(expired.id, ago(MINUTE)), verifyLink(expired.id, later(HOUR), ago(HOUR))]);
    await db.insert(sessions).values({ userId: expired.id });
    const liveLink = await insertUser({ verified: false, createdAt: longAgo });
    await db.insert(oneTimeTokens).values(verifyLink(liveLink.id, later(HOUR)));
    const verified = await insertUser({ verified: true, createdAt: longAgo });
    const withProvider = await insertUser({ verified: false, createdAt: longAgo });
    await db.insert(identities).values({ userId: withProvider.id, provider: 'google', providerUserId: randomUUID() });
    const recent = await insertUser({ verified: false, createdAt: ago(DAY - MINUTE) });
    const everyone = [expired, liveLink, verified, withProvider, recent].map((user) => user.id);

    const counts = await t.deps.sweeper.sweepOnce();

    expect(counts?.unverified_users).toBe(1);
    expect(await left(users, users.id, everyone)).toEqual(sorted(liveLink.id, verified.id, withProvider.id, recent.id));
    expect(await db.select().from(sessions).where(eq(sessions.userId, expired.id))).toHaveLength(0);
    expect(await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, expired.id))).toHaveLength(0);
  });
});
