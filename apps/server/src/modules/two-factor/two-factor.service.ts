import { and, count, eq, isNull, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { TTwoFactorSetupResponse, TTwoFactorStatus } from '@arcana/shared/schemas';
import type { AppDeps } from '../../deps.js';
import type { Database } from '../../db/client.js';
import { backupCodes, users } from '../../db/schema.js';
import { badRequest, conflict, unauthorized } from '../../lib/app-error.js';
import { createSecretBox } from '../../lib/secret-box.js';
import type { UserRow } from '../users/users.repo.js';
import { generateBackupCodes, hashBackupCode } from './backup-codes.js';
import { acceptedStep, newTotpSecret, totpFor } from './totp.js';
import { forgetTrustedDevices } from './trusted-devices.js';
import { TWO_FACTOR_MESSAGES } from './two-factor.messages.js';
import { guessLimits, underGuessLimits } from '../rate-limit/rate-limit.service.js';

type Deps = Pick<AppDeps, 'db' | 'config' | 'hasher' | 'rateLimiter'>;

/** Two-factor off: the secret, the backup codes and every trusted browser go. */
export async function removeTwoFactor(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, totpLastUsedAt: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
  await forgetTrustedDevices(db, userId);
}

/** What proves the second factor: a code from the app, or one backup code. */
export type SecondFactor = { totpToken: string } | { backupCode: string };

export function createTwoFactorService({ db, config, hasher, rateLimiter }: Deps) {
  const box = createSecretBox(config.encryptionKey);

  /** Wrong codes count per (account, address), so a token thief's guesses never lock the owner's own code out. */
  const codeLimits = (user: UserRow, ip: string) => guessLimits('2fa', config.rateLimits.twoFactor, user.id, ip);

  async function replaceBackupCodes(userId: string): Promise<string[]> {
    const codes = generateBackupCodes();
    await db.transaction(async (tx) => {
      await tx.delete(backupCodes).where(eq(backupCodes.userId, userId));
      await tx.insert(backupCodes).values(codes.map((code) => ({ userId, codeHash: hashBackupCode(code) })));
    });
    return codes;
  }

  /** Accepts a fresh code and remembers its step, in one statement: two requests cannot both use it. */
  async function useTotp(user: UserRow, code: string): Promise<void> {
    if (!user.totpSecret) throw badRequest('VALIDATION_ERROR', TWO_FACTOR_MESSAGES.setupFirst);
    const step = acceptedStep(box.open(user.totpSecret), code.trim(), user.totpLastStep, Date.now());
    if (step === null) throw badRequest('INVALID_TWO_FACTOR_CODE', TWO_FACTOR_MESSAGES.invalidCode);
    const [claimed] = await db
      .update(users)
      .set({ totpLastStep: step, totpLastUsedAt: sql`now()` })
      .where(and(eq(users.id, user.id), sql`coalesce(${users.totpLastStep}, -1) < ${step}`))
      .returning({ id: users.id });
    if (!claimed) throw badRequest('INVALID_TWO_FACTOR_CODE', TWO_FACTOR_MESSAGES.invalidCode);
  }

  async function useBackupCode(user: UserRow, code: string): Promise<void> {
    const [used] = await db
      .update(backupCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(backupCodes.userId, user.id), eq(backupCodes.codeHash, hashBackupCode(code)), isNull(backupCodes.usedAt)))
      .returning({ id: backupCodes.id });
    if (!used) throw badRequest('INVALID_TWO_FACTOR_CODE', TWO_FACTOR_MESSAGES.invalidBackupCode);
    await db
      .update(users)
      .set({ totpLastUsedAt: sql`now()` })
      .where(eq(users.id, user.id));
  }

  return {
    /** A new secret and backup codes; they take effect once a code from the app is verified. */
    async setup(user: UserRow): Promise<TTwoFactorSetupResponse> {
      if (user.totpEnabledAt) throw conflict('TWO_FACTOR_ALREADY_ENABLED', TWO_FACTOR_MESSAGES.alreadyEnabled);
      const secret = newTotpSecret();
      await db
        .update(users)
        .set({ totpSecret: box.seal(secret), totpLastStep: null, totpLastUsedAt: null })
        .where(eq(users.id, user.id));
      const backup = await replaceBackupCodes(user.id);
      const uri = totpFor(secret, user.email ?? user.username).toString();
      return { qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 240 }), secret, backupCodes: backup };
    },

    async enable(user: UserRow, code: string, ip: string) {
      if (user.totpEnabledAt) throw conflict('TWO_FACTOR_ALREADY_ENABLED', TWO_FACTOR_MESSAGES.alreadyEnabled);
      await underGuessLimits(rateLimiter, codeLimits(user, ip), () => useTotp(user, code));
      await db
        .update(users)
        .set({ totpEnabledAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
      return { message: TWO_FACTOR_MESSAGES.enabled };
    },

    async disable(user: UserRow, password: string, ip: string) {
      if (!user.totpEnabledAt) throw badRequest('TWO_FACTOR_NOT_ENABLED', TWO_FACTOR_MESSAGES.notEnabled);
      const passwordHash = user.passwordHash;
      await underGuessLimits(rateLimiter, codeLimits(user, ip), async () => {
        if (!passwordHash || !(await hasher.verify(passwordHash, password)))
          throw badRequest('WRONG_PASSWORD', TWO_FACTOR_MESSAGES.wrongPassword);
      });
      await removeTwoFactor(db, user.id);
      return { message: TWO_FACTOR_MESSAGES.disabled };
    },

    async regenerateBackupCodes(user: UserRow) {
      if (!user.totpEnabledAt) throw badRequest('TWO_FACTOR_NOT_ENABLED', TWO_FACTOR_MESSAGES.notEnabled);
      return { backupCodes: await replaceBackupCodes(user.id), message: TWO_FACTOR_MESSAGES.regenerated };
    },

    async status(user: UserRow): Promise<TTwoFactorStatus> {
      const [left] = await db
        .select({ n: count() })
        .from(backupCodes)
        .where(and(eq(backupCodes.userId, user.id), isNull(backupCodes.usedAt)));
      return {
        enabled: Boolean(user.totpEnabledAt),
        verifiedAt: user.totpEnabledAt?.toISOString() ?? null,
        lastUsedAt: user.totpLastUsedAt?.toISOString() ?? null,
        backupCodesLeft: user.totpEnabledAt ? (left?.n ?? 0) : 0,
      };
    },

    /** The second login step; throws with the message the login page shows. */
    async proveSecondFactor(user: UserRow, proof: SecondFactor, ip: string): Promise<void> {
      if (!user.totpEnabledAt) throw unauthorized('INVALID_TOKEN', TWO_FACTOR_MESSAGES.notEnabled);
      await underGuessLimits(rateLimiter, codeLimits(user, ip), () =>
        'totpToken' in proof ? useTotp(user, proof.totpToken) : useBackupCode(user, proof.backupCode),
      );
    },
  };
}
