/** What the admin panel's calls answer (the web shows its own toast titles: 'Admin Granted', 'User Deleted'…). */
export const ADMIN_MESSAGES = {
  adminGranted: (username: string) => `${username} is now an admin`,
  adminRevoked: (username: string) => `${username} is no longer an admin`,
  developerGranted: (username: string) => `${username} is now a developer`,
  developerRevoked: (username: string) => `${username} is no longer a developer`,
  userDeleted: (username: string) => `${username}'s account has been deleted`,
  userNotFound: 'User not found',
  notYourself: 'You cannot change your own admin status or delete your own account',
  lastAdmin: 'The last admin cannot be demoted: grant admin to someone else first',
  observing: (username: string) => `You are now observing ${username}`,
  stoppedObserving: 'You are no longer observing',
  notObserving: 'You are not observing anyone',
  cannotObserveSelf: 'You cannot observe yourself',
  cannotObserveAdmin: 'Admins cannot be observed',
  failedWorkNotFound: 'Nothing failed has that id: it may be back in line already',
  failedWorkRetried: (kind: 'event' | 'job', name: string) => `The ${name} ${kind} is back in line: it is carried out within seconds`,
  observedTitle: 'An admin viewed your account',
  observedMessage: (adminName: string) =>
    `${adminName}, an admin, opened your account in read-only observer mode. Nothing can be changed in this mode.`,
} as const;
