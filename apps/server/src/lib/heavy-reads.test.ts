// @databases postgres: no database — the reads at once are the queue's own
import { describe, expect, it } from 'vitest';
import { createHeavyReads } from './heavy-reads.js';

/** A read that runs until the test lets it finish; `started` says whether it has begun. */
function heldRead(name: string, log: string[]) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const read = async () => {
    log.push(name);
    await done;
    return name;
  };
  return { read, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('heavy reads', () => {
  it('runs two at a time, one per account: a collector’s thirty pages wait behind their own', async () => {
    const heavyReads = createHeavyReads(2);
    const started: string[] = [];
    const collector = Array.from({ length: 5 }, (_, i) => heldRead(`collector-${i}`, started));
    const other = heldRead('other', started);
    const third = heldRead('third', started);

    const answers = [
      ...collector.map(({ read }) => heavyReads('collector', read)),
      heavyReads('other', other.read),
      heavyReads('third', third.read),
    ];
    await settle();
    // The collector's first page and the other account's; the rest wait.
    expect(started).toEqual(['collector-0', 'other']);

    other.finish();
    await settle();
    // The third account goes before the collector's second page (still behind its first).
    expect(started).toEqual(['collector-0', 'other', 'third']);

    collector[0]!.finish();
    await settle();
    expect(started).toEqual(['collector-0', 'other', 'third', 'collector-1']);

    third.finish();
    for (const { finish } of collector) finish();
    expect(await Promise.all(answers)).toEqual([...collector.map((_, i) => `collector-${i}`), 'other', 'third']);
    expect(started).toHaveLength(7);
  });

  it('lets a failed read go and runs the account’s next one', async () => {
    const heavyReads = createHeavyReads(2);
    await expect(heavyReads('a', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    await expect(heavyReads('a', async () => 'next')).resolves.toBe('next');
  });
});
