export { TwoFactorDialog } from './TwoFactorDialog';
export { TwoFactorLoginStep } from './TwoFactorLoginStep';
