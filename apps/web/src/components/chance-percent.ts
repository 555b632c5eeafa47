/** Made once: a project's page formats each of sixty designs' chances twice, and making a formatter is the costly part. */
const PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** A chance (0–1) as the public reads it: a percentage to three decimals at most, never basis points. */
export const chancePercent = (share: number) => `${PERCENT.format(share * 100)}%`;
