/** How recent an answer from the database must be to vouch for it without asking again. */
export const RECENT_ANSWER_MS = 1000;

/**
 * Whether the database answers. Any answer in the last second proves it (a busy server has many), so
 * a health check asks the database itself only when it has been quiet, and never queues behind load.
 */
export function createLiveness(probe: () => Promise<void>, now: () => number = Date.now) {
  let lastAnswerAt = -Infinity;
  const noteAnswer = () => {
    lastAnswerAt = now();
  };
  return {
    noteAnswer,
    async check(): Promise<void> {
      if (now() - lastAnswerAt < RECENT_ANSWER_MS) return;
      await probe();
      noteAnswer();
    },
  };
}
