import { PICTURE_MESSAGES } from '@arcana/shared';

/** Server texts of stored profile pictures. */
export const PICTURES_MESSAGES = {
  unknown: 'This picture was not uploaded by you. Upload it again.',
  type: PICTURE_MESSAGES.settingsType,
} as const;
