import { offering } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import { createPictureStore, sweepPictures } from './pictures.service.js';

/** Pictures uploaded: kept until an account or a project claims them, swept otherwise. */
export function createPicturesModule(platform: Platform) {
  return offering({ name: 'pictures', sweeps: { profile_pictures: sweepPictures } }, { pictures: createPictureStore(platform.db) });
}
