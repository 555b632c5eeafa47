import { offering } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import { createDraws } from './draws.js';

/** The one draw engine: the house's and every creator collection's draws, for the modules that draw. */
export function createDrawsModule(platform: Platform) {
  return offering({ name: 'draws' }, { draws: createDraws(platform) });
}
