/**
 * Pages the web build renders to HTML ahead of time, and who they are rendered for. The browser
 * hydrates such a page only when its own session matches (a stored token means 'member'); otherwise
 * it renders afresh over it. The server answers these addresses with their file instead of index.html.
 */
export const PRERENDERED_PAGES = {
  // A stored session is checked before the landing shows anyone's controls: rendered as that check.
  '/': 'member',
  '/login': 'visitor',
  '/signup': 'visitor',
  // The layout and the guard's "Checking your session" until the page's data is here.
  '/inventory': 'member',
  '/settings': 'member',
} as const satisfies Record<string, PrerenderedFor>;

export type PrerenderedFor = 'visitor' | 'member';
export type PrerenderedPath = keyof typeof PRERENDERED_PAGES;

/** Where the build writes a prerendered page, relative to the web app's output folder. */
export const prerenderedPageFile = (path: PrerenderedPath) => `pages/${path === '/' ? 'index' : path.slice(1)}.html`;

export const isPrerenderedPath = (path: string): path is PrerenderedPath => Object.hasOwn(PRERENDERED_PAGES, path);
