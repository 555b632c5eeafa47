export {
  deleteUserIdentity,
  findIdentity,
  findUserIdentity,
  insertIdentity,
  linkedProviders,
  updateIdentityData,
} from './identities.repo.js';
export { createProfileCache, findSessionProfileCached } from './profile-cache.js';
export type { ProfileCache } from './profile-cache.js';
export { USER_MESSAGES } from './user.messages.js';
export { emailTakenCode, isUnverified, presentUser, providersOf } from './user.presenter.js';
export {
  claimTotpStep,
  clearTwoFactor,
  deleteAbandonedAccounts,
  deleteUser,
  findSessionProfile,
  findUserByEmail,
  findUserById,
  findUserIdByWallet,
  findVerifiedHolders,
  insertUser,
  isUsernameTaken,
  lastActiveUpdate,
  loadProfile,
  lockAdmins,
  lockUser,
  makeAdmins,
  markEmailVerified,
  markTwoFactorEnabled,
  markTwoFactorUsed,
  releaseUnverifiedEmail,
  setPasswordHash,
  setRole,
  setVerifiedEmail,
  setWalletKey,
  storeTotpSecret,
  takeUnprovedEmail,
  takenUserField,
  touchLastActive,
  updateProfileFields,
} from './users.repo.js';
export type { Role, SessionFacts, UserProfile, UserRow } from './users.repo.js';
