export {
  deleteIdentitiesOf,
  deleteUserIdentity,
  findIdentity,
  findUserIdentity,
  insertIdentity,
  linkedProviders,
  updateIdentityData,
} from './identities.repo.js';
export { recordAccountChanged, tellTabsOfChanges } from './account-changed.js';
export { credentialsChangedAt, noteCredentialsChanged } from './credential-changes.js';
export { recordIdentityLinked, tellTabsOfLinks } from './identity-linked.js';
export { oweProfileUpdate } from './profile-updated.js';
export { createProfileCache, findSessionProfileCached } from './profile-cache.js';
export type { ProfileCache } from './profile-cache.js';
export { USER_MESSAGES } from './user.messages.js';
export { emailTakenCode, isUnverified, presentUser, providersOf } from './user.presenter.js';
export {
  deleteAbandonedAccounts,
  deleteUser,
  findSessionProfile,
  findUserByEmail,
  findUserById,
  findVerifiedHolders,
  insertUser,
  isUsernameTaken,
  loadProfile,
  lockAdmins,
  lockUser,
  makeAdmins,
  markEmailVerified,
  releaseUnverifiedEmail,
  setPasswordHash,
  setRole,
  setVerifiedEmail,
  takeUnprovedEmail,
  takenUserField,
  updateProfileFields,
} from './users.repo.js';
export type { Role, SessionFacts, UserProfile, UserRow } from './users.repo.js';
