import { and, count, eq, isNull, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { TTwoFactorSetupResponse, TTwoFactorStatus } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import type { Database } from '../../db/client.js';
import { backupCodes } from '../../db/schema.js';
import { badRequest, conflict, unauthorized } from '../../lib/app-error.js';
import { createSecretBox } from '../../lib/secret-box.js';
import type { UserRow } from '../users/index.js';
import { claimTotpStep, clearTwoFactor, markTwoFactorEnabled, markTwoFactorUsed, storeTotpSecret } from './two-factor-state.repo.js';
import { generateBackupCodes, hashBackupCode } from './backup-codes.js';
import { acceptedStep, newTotpSecret, totpFor } from './totp.js';
import { forgetTrustedDevices } from './trusted-devices.js';
import { TWO_FACTOR_MESSAGES } from './two-factor.messages.js';
import { guessLimits, underGuessLimits } from '../../platform/rate-limit/index.js';

type Deps = Pick<Platform, 'db' | 'config' | 'hasher' | 'rateLimiter'>;

/** Two-factor off: the secret, the backup codes and every trusted browser go (in the caller's transaction). */
export async function removeTwoFactor(tx: Database, userId: string): Promise<void> {
  await clearTwoFactor(tx, userId);
  await tx.delete(backupCodes).where(eq(backupCodes.userId, userId));
  await forgetTrustedDevices(tx, userId);
}

/** New backup codes in place of every earlier one (in the caller's transaction). */
async function replaceBackupCodes(tx: Database, userId: string): Promise<string[]> {
  const codes = generateBackupCodes();
  await tx.delete(backupCodes).where(eq(backupCodes.userId, userId));
  await tx.insert(backupCodes).values(codes.map((code) => ({ userId, codeHash: hashBackupCode(code) })));
  return codes;
}

/** What proves the second factor: a code from the app, or one backup code. */
export type SecondFactor = { totpToken: string } | { backupCode: string };

export function createTwoFactorService({ db, config, hasher, rateLimiter }: Deps) {
  const box = createSecretBox(config.encryptionKey);

  /** Wrong codes count per (account, address), so a token thief's guesses never lock the owner's own code out. */
  const codeLimits = (user: UserRow, ip: string) => guessLimits('2fa', config.rateLimits.twoFactor, user.id, ip);

  /** Accepts a fresh code and remembers its step, in one statement: two requests cannot both use it. */
  async function useTotp(executor: Database, user: UserRow, code: string): Promise<void> {
    if (!user.totpSecret) throw badRequest('TWO_FACTOR_SETUP_REQUIRED', TWO_FACTOR_MESSAGES.setupFirst);
    const step = acceptedStep(box.open(user.totpSecret), code.trim(), user.totpLastStep, Date.now());
    if (step === null || !(await claimTotpStep(executor, user.id, step)))
      throw badRequest('INVALID_TWO_FACTOR_CODE', TWO_FACTOR_MESSAGES.invalidCode);
  }

  /** Spends one backup code and records the use (in the caller's transaction). */
  async function useBackupCode(tx: Database, user: UserRow, code: string): Promise<void> {
    const [used] = await tx
      .update(backupCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(backupCodes.userId, user.id), eq(backupCodes.codeHash, hashBackupCode(code)), isNull(backupCodes.usedAt)))
      .returning({ id: backupCodes.id });
    if (!used) throw badRequest('INVALID_BACKUP_CODE', TWO_FACTOR_MESSAGES.invalidBackupCode);
    await markTwoFactorUsed(tx, user.id);
  }

  return {
    /** A new secret and backup codes; they take effect once a code from the app is verified. */
    async setup(user: UserRow): Promise<TTwoFactorSetupResponse> {
      if (user.totpEnabledAt) throw conflict('TWO_FACTOR_ALREADY_ENABLED', TWO_FACTOR_MESSAGES.alreadyEnabled);
      const secret = newTotpSecret();
      const backup = await db.transaction(async (tx) => {
        await storeTotpSecret(tx, user.id, box.seal(secret));
        return replaceBackupCodes(tx, user.id);
      });
      const uri = totpFor(secret, user.email ?? user.username).toString();
      return { qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 240 }), secret, backupCodes: backup };
    },

    async enable(user: UserRow, code: string, ip: string) {
      if (user.totpEnabledAt) throw conflict('TWO_FACTOR_ALREADY_ENABLED', TWO_FACTOR_MESSAGES.alreadyEnabled);
      // The code is spent only if two-factor is turned on with it.
      await underGuessLimits(rateLimiter, codeLimits(user, ip), () =>
        db.transaction(async (tx) => {
          await useTotp(tx, user, code);
          await markTwoFactorEnabled(tx, user.id);
        }),
      );
      return { message: TWO_FACTOR_MESSAGES.enabled };
    },

    async disable(user: UserRow, password: string, ip: string) {
      if (!user.totpEnabledAt) throw badRequest('TWO_FACTOR_NOT_ENABLED', TWO_FACTOR_MESSAGES.notEnabled);
      const passwordHash = user.passwordHash;
      await underGuessLimits(rateLimiter, codeLimits(user, ip), async () => {
        if (!passwordHash || !(await hasher.verify(passwordHash, password)))
          throw badRequest('WRONG_PASSWORD', TWO_FACTOR_MESSAGES.wrongPassword);
      });
      await db.transaction((tx) => removeTwoFactor(tx, user.id));
      return { message: TWO_FACTOR_MESSAGES.disabled };
    },

    async regenerateBackupCodes(user: UserRow) {
      if (!user.totpEnabledAt) throw badRequest('TWO_FACTOR_NOT_ENABLED', TWO_FACTOR_MESSAGES.notEnabled);
      const codes = await db.transaction((tx) => replaceBackupCodes(tx, user.id));
      return { backupCodes: codes, message: TWO_FACTOR_MESSAGES.regenerated };
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

    /**
     * Proves the second factor and does what it opens (`then`, given the transaction) as one unit: when
     * `then` refuses (a temporary token already spent, a session gone), no code or backup code is spent.
     * Throws with the message the login page shows.
     */
    async proveSecondFactor<T>(user: UserRow, proof: SecondFactor, ip: string, then: (tx: Database) => Promise<T>): Promise<T> {
      if (!user.totpEnabledAt) throw unauthorized('TWO_FACTOR_NOT_ENABLED', TWO_FACTOR_MESSAGES.notEnabled);
      return underGuessLimits(rateLimiter, codeLimits(user, ip), () =>
        db.transaction(async (tx) => {
          const opened = await then(tx);
          await ('totpToken' in proof ? useTotp(tx, user, proof.totpToken) : useBackupCode(tx, user, proof.backupCode));
          return opened;
        }),
      );
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
