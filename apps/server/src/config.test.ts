import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig, parseTrustProxy } from './config.js';
import { resolveSecrets } from './secrets.js';

describe('configuration', () => {
  it('works with no settings at all: secrets are generated once and kept in DATA_DIR', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'arcana-config-'));
    const first = await resolveSecrets(parseConfig({ DATA_DIR: dataDir }));
    const second = await resolveSecrets(parseConfig({ DATA_DIR: dataDir }));
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.encryptionKey).not.toBe(first.jwtSecret);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const stored = JSON.parse(await readFile(join(dataDir, 'secrets.json'), 'utf8')) as Record<string, string>;
    expect(stored.JWT_SECRET).toBe(first.jwtSecret);
  });

  it('prefers secrets given in the environment', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'arcana-config-'));
    const secret = 's'.repeat(40);
    const config = await resolveSecrets(parseConfig({ DATA_DIR: dataDir, JWT_SECRET: secret, ENCRYPTION_KEY: 'k'.repeat(40) }));
    expect(config.jwtSecret).toBe(secret);
  });

  it('refuses to start on PostgreSQL without the secrets, naming each missing one', async () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://localhost/x' });
    await expect(resolveSecrets(config)).rejects.toThrow('JWT_SECRET and ENCRYPTION_KEY must be set');
    const half = parseConfig({ DATABASE_URL: 'postgres://localhost/x', JWT_SECRET: 'j'.repeat(40) });
    await expect(resolveSecrets(half)).rejects.toThrow(/^ENCRYPTION_KEY must be set/);
  });

  it('names a malformed setting', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('TRUST_PROXY', () => {
  it('takes false, a hop count or addresses and CIDRs, and refuses true (it would trust what clients write)', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,loopback')).toEqual(['10.0.0.1', '10.1.0.0/16', 'loopback']);
    expect(() => parseTrustProxy('true')).toThrow(/number of proxies/);
    expect(() => parseTrustProxy('10.0.0.1,evil')).toThrow(/"evil"/);
    expect(() => parseConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
