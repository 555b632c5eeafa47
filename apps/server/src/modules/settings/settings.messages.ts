import { CLIENT_MESSAGES, CODE_MESSAGES } from '@arcana/shared';

/** Server texts of the settings feature, for people to read: the client branches on the error codes, never on these. */
export const SETTINGS_MESSAGES = {
  profileUpdated: 'Profile updated successfully',
  changeLeavesNoSignIn: 'Changing your email unlinks Discord and Google, your only way to sign in. Set a password first.',
  sameEmail: 'This is already your email address',
  emailTaken: 'An account with this email already exists',
  emailChangeSent: (email: string) => `Confirmation email sent to ${email}. The link expires in 24 hours.`,
  emailChanged: 'Email changed successfully!',
  emailChangeLink: {
    invalid: CLIENT_MESSAGES.invalidLink,
    expired: 'This confirmation link has expired. Please request a new one.',
    used: 'This confirmation link has already been used',
  },
  emailChangeCancelled: (email: string) =>
    `The email change was cancelled: your account uses ${email} and every device has been signed out. Log in again, and change your password if you did not ask for the change.`,
  emailChangeCancelLink: {
    invalid: CLIENT_MESSAGES.invalidLink,
    expired: 'This cancellation link has expired.',
    used: 'This cancellation link has already been used',
  },
  noEmailForDeletion: CODE_MESSAGES.deleteNoEmail,
  deletionSent: 'Confirmation email sent. The link expires in 1 hour.',
  accountDeleted: 'Your account has been deleted.',
  lastAdminDeletion: 'You are the last admin: grant admin to someone else before deleting your account.',
  deletionLink: {
    invalid: 'Invalid deletion link',
    expired: 'This deletion link has expired. Please request a new one.',
    used: 'This deletion link has already been used',
  },
} as const;
