/**
 * Set on the page's root element by the first-screen script when a session is stored, before the app
 * runs: a page the server rendered for a visitor then hides a visitor's controls (global.css), so a
 * member never sees Log In while the app is on its way.
 */
export const STORED_SESSION_ATTRIBUTE = 'data-stored-session';

/** On a control only a visitor is offered (Log In, Sign Up): hidden, in its place, while the mark is set. */
export const VISITOR_ONLY = { 'data-visitor-only': '' } as const;
