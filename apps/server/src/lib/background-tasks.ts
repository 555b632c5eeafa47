import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  /** Runs work after the answer has gone; its failure is logged, never thrown at a user. */
  run(name: string, work: () => Promise<void>): void;
  /** Resolves when the work under way is done (graceful shutdown). */
  drain(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, work) {
      const task = work().catch((err: unknown) => log.error({ err, task: name }, 'background task failed'));
      running.add(task);
      void task.finally(() => running.delete(task));
    },
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
