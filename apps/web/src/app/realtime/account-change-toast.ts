import { PROVIDER_LABELS, isProvider, type AccountChangedPayload } from '@arcana/shared';

const providerName = (provider: string | undefined) => (provider && isProvider(provider) ? PROVIDER_LABELS[provider] : 'Your');

/** The account success toasts of docs/product-rules.md "Realtime", one per accountChanged event. */
export function accountChangeToast({ changeType, isSignup, provider }: AccountChangedPayload): string {
  switch (changeType) {
    case 'emailVerified':
      if (provider && provider !== 'email') return `${providerName(provider)} account verified successfully!`;
      return isSignup ? 'Account created successfully!' : 'Email verified successfully!';
    case 'passwordAdded':
      return 'Password added successfully!';
    case 'emailChanged':
      return 'Email changed successfully!';
    case 'providerLinked':
      return `${providerName(provider)} account linked successfully!`;
    case 'passwordReset':
      return 'Password reset successfully!';
  }
}
