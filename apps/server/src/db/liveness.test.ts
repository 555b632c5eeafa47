import { describe, expect, it } from 'vitest';
import { createLiveness, RECENT_ANSWER_MS } from './liveness.js';

describe('database liveness', () => {
  it('asks the database only when it has not answered in the last second', async () => {
    let clock = 10_000;
    let probes = 0;
    const liveness = createLiveness(
      async () => void probes++,
      () => clock,
    );
    await liveness.check();
    expect(probes).toBe(1);
    clock += RECENT_ANSWER_MS - 1;
    await liveness.check();
    expect(probes).toBe(1);
    clock += 1;
    liveness.noteAnswer();
    clock += RECENT_ANSWER_MS - 1;
    await liveness.check();
    expect(probes).toBe(1);
    clock += 1;
    await liveness.check();
    expect(probes).toBe(2);
  });

  it('fails when the database does not answer the probe', async () => {
    const liveness = createLiveness(() => Promise.reject(new Error('connection refused')));
    await expect(liveness.check()).rejects.toThrow('connection refused');
  });
});
