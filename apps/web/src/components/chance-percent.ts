/** A chance (0–1) as the public reads it: a percentage to three decimals at most, never basis points. */
export const chancePercent = (share: number) => `${(share * 100).toLocaleString('en-US', { maximumFractionDigits: 3 })}%`;
