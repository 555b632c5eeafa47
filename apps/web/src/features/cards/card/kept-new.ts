import { createContext } from 'react';

/**
 * The cards marked seen on the screen that shows them: they keep 'NEW!' there until the page is left,
 * so what was new is still said while it is looked at (docs/product-rules.md "Cards and collecting").
 */
export const KeptNew = createContext<ReadonlySet<string>>(new Set());
