import { offering } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import { sweepTrustedDevices } from './trusted-devices.js';
import { registerTwoFactorRoutes, type TwoFactorParts } from './two-factor.routes.js';
import { createTwoFactorService } from './two-factor.service.js';

export function createTwoFactorModule(platform: Platform, ports: Omit<TwoFactorParts, 'twoFactor'>) {
  const twoFactor = createTwoFactorService(platform);
  return offering(
    {
      name: 'two-factor',
      routes: (api) => registerTwoFactorRoutes(api, platform, { ...ports, twoFactor }),
      sweeps: { trusted_devices: sweepTrustedDevices },
    },
    { twoFactor },
  );
}
