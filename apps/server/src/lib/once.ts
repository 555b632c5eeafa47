/** A value computed once, on first asking, and shared by every caller after; a failure is not kept, so the next asks again. */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () =>
    (kept ??= make().catch((error: unknown) => {
      kept = undefined;
      throw error;
    }));
}
