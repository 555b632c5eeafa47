export { totpFor } from './totp.js';
export { TRUSTED_DEVICE_COOKIE, forgetTrustedDevices, isTrustedDevice } from './trusted-devices.js';
export { TWO_FACTOR_MESSAGES } from './two-factor.messages.js';
export { registerTwoFactorRoutes } from './two-factor.routes.js';
export { createTwoFactorService, removeTwoFactor } from './two-factor.service.js';
export { sweepTrustedDevices } from './trusted-devices.js';
export type { TwoFactorService } from './two-factor.service.js';
