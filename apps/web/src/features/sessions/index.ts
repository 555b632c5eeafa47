export { replaceSessionUser, seedSession, useSessionQuery, useSessionUser, useSignedInSession } from './session.api';
export { SIGNED_IN_HOME, VERIFICATION_REQUIRED_PATH, useLogout, useStartSession } from './useSession';
