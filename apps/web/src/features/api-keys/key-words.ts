import type { TApiKey } from '@arcana/shared/schemas';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Whether the key still opens the API: revoked, past its rotation's grace, ending, or active. */
export function keyState(key: Pick<TApiKey, 'revokedAt' | 'expiresAt'>, now = Date.now()): { label: string; color: string; live: boolean } {
  if (key.revokedAt) return { label: `Revoked ${dateTime(key.revokedAt)}`, color: 'red', live: false };
  if (key.expiresAt && Date.parse(key.expiresAt) <= now) return { label: `Expired ${dateTime(key.expiresAt)}`, color: 'gray', live: false };
  if (key.expiresAt) return { label: `Works until ${dateTime(key.expiresAt)}`, color: 'yellow', live: true };
  return { label: 'Active', color: 'green', live: true };
}

export const lastUsedText = (key: Pick<TApiKey, 'lastUsedAt'>) => (key.lastUsedAt ? `Last used ${dateTime(key.lastUsedAt)}` : 'Never used');

/** The grace a rotation offers, in words. */
export const graceText = (hours: number) =>
  hours === 0
    ? 'Stops at once'
    : hours < 24
      ? `Works ${hours} more hour${hours === 1 ? '' : 's'}`
      : `Works ${hours / 24} more day${hours === 24 ? '' : 's'}`;
