/**
 * A small deterministic generator (a linear congruential one), so scattered decoration (stars,
 * motes) is drawn the same on the build's prerender and in the browser that takes the page over.
 */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
