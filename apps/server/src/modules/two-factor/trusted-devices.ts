import { and, eq, gt, lt } from 'drizzle-orm';
import { TRUSTED_DEVICE_TTL_MS } from '@arcana/shared';
import type { Database } from '../../db/client.js';
import { trustedDevices } from '../../db/schema.js';
import { deleteWhere, now, type SweepRule } from '../../lib/sweep.js';
import { hashToken, randomToken } from '../../lib/secure-random.js';

/** The browser's proof of 'Remember this device for 30 days': an httpOnly cookie sent only to /api/auth. */
export const TRUSTED_DEVICE_COOKIE = 'arcana_trusted_device';
/** Sent to every sign-in, the password's (/api/auth) and the providers' callbacks (/api/oauth). */
export const TRUSTED_DEVICE_COOKIE_PATH = '/api';

export async function trustDevice(db: Database, userId: string, userAgent: string | undefined): Promise<string> {
  const token = randomToken();
  await db.insert(trustedDevices).values({
    userId,
    tokenHash: hashToken(token),
    userAgent: userAgent?.slice(0, 512) ?? null,
    expiresAt: new Date(Date.now() + TRUSTED_DEVICE_TTL_MS),
  });
  return token;
}

export async function isTrustedDevice(db: Database, userId: string, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.tokenHash, hashToken(token)), eq(trustedDevices.userId, userId), gt(trustedDevices.expiresAt, new Date())))
    .limit(1);
  return Boolean(row);
}

/** Disabling 2FA or changing the password forgets every remembered device. */
export async function forgetTrustedDevices(db: Database, userId: string): Promise<void> {
  await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
}

export const sweepTrustedDevices: SweepRule = (tx) => deleteWhere(tx, trustedDevices, lt(trustedDevices.expiresAt, now));
