/**
 * 50,000 rather than 50000: a big collection's figures read at a glance. Self-contained: the
 * first-screen script carries it (early-inventory.ts).
 */
export const formatCount = (n: number) => n.toLocaleString('en-US');
