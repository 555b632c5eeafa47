import { PICTURE_MESSAGES } from '@arcana/shared';

/** Server texts of stored pictures. The upload's texts are settings' own, word for word (docs/product-rules.md "Picture"). */
export const PICTURES_MESSAGES = {
  unknown: 'This picture was not uploaded by you. Upload it again.',
  type: PICTURE_MESSAGES.settingsType,
  size: PICTURE_MESSAGES.size,
  missing: PICTURE_MESSAGES.signupType,
  empty: 'The selected file is empty. Please select an image file.',
  malformed: 'The upload could not be read. Please select the image again.',
} as const;
