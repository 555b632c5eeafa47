/**
 * A worker's loop over what is due: `round` runs until nothing is, and one asked for meanwhile goes
 * round once more rather than running beside it. `current` is the run under way, if any.
 */
export function createDrainLoop(round: () => Promise<void>, onError: (err: unknown) => void) {
  let draining: Promise<void> | null = null;
  let again = false;
  function drain(): Promise<void> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      do {
        again = false;
        await round();
      } while (again);
    })()
      .catch(onError)
      .finally(() => (draining = null));
    return draining;
  }
  return { drain, current: () => draining };
}
