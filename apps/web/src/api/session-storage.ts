import { TOKEN_STORAGE_KEY } from '@arcana/shared';
/** Where the session lives in the browser, under the keys of the first design. */
const KEYS = { token: TOKEN_STORAGE_KEY, refreshToken: 'refreshToken', isAuthenticated: 'isAuthenticated' } as const;
const SIGNUP_TEMP_TOKEN_KEY = 'signupTempToken';

export interface StoredSession {
  token: string | null;
  refreshToken: string | null;
}

/** Whether a storage event (from another tab) concerns the session; a null key means the storage was cleared. */
export const isSessionStorageKey = (key: string | null) => key === null || key === KEYS.token || key === KEYS.refreshToken;

export function readStoredSession(): StoredSession {
  // Prerendering at build time has no storage (src/prerender.tsx gives the store its session).
  if (typeof localStorage === 'undefined') return { token: null, refreshToken: null };
  return { token: localStorage.getItem(KEYS.token), refreshToken: localStorage.getItem(KEYS.refreshToken) };
}

export function storeSession(token: string, refreshToken?: string | null) {
  localStorage.setItem(KEYS.token, token);
  if (refreshToken) localStorage.setItem(KEYS.refreshToken, refreshToken);
  localStorage.setItem(KEYS.isAuthenticated, 'true');
}

export function clearStoredSession() {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
}

export const signupTempToken = {
  read: () => sessionStorage.getItem(SIGNUP_TEMP_TOKEN_KEY),
  store: (token: string) => sessionStorage.setItem(SIGNUP_TEMP_TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(SIGNUP_TEMP_TOKEN_KEY),
};

/** The state of a provider sign-in begun in this tab, one per provider (docs/product-rules.md "Social sign-in"), checked on its return. */
export const oauthState = {
  key: (provider: string) => `oauth_state_${provider}`,
  store: (provider: string, state: string) => sessionStorage.setItem(oauthState.key(provider), state),
  /** Read once: a state is good for one return. */
  take(provider: string) {
    const state = sessionStorage.getItem(oauthState.key(provider));
    sessionStorage.removeItem(oauthState.key(provider));
    return state;
  },
};

/** Used when the account is gone (404 on verify) and after account deletion. */
export function clearAllBrowserState() {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
