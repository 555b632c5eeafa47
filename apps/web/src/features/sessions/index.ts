export { replaceSessionUser, seedSession, useSessionQuery, useSessionUser, useSignedInSession } from './session.api';
export { keepNamedPage, keepThisPage, keptReturnPath, returnTo, signedInDestination, signInHref, type ReturnTo } from './return-to';
export { SIGNED_IN_HOME, VERIFICATION_REQUIRED_PATH, useLogout, useStartSession } from './useSession';
