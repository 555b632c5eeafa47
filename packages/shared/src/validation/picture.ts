import { IMAGE_MAX_BYTES } from '../constants.js';

export const PICTURE_MESSAGES = {
  settingsType: 'Please select a JPEG, PNG, or WebP image',
  signupType: 'Please select an image file',
  size: 'Image size must be less than 5MB',
} as const;

/** What the server keeps (it re-encodes to JPEG); settings offers only these. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Settings accepts JPEG, PNG or WebP; complete-signup any image (docs/product-rules.md "Picture" and
 * "Accounts and sign-up"). Both under 5 MB.
 */
export function validatePictureFile(file: { type: string; size: number }, screen: 'settings' | 'signup'): string | null {
  const typeOk = screen === 'settings' ? (PICTURE_TYPES as readonly string[]).includes(file.type) : file.type.startsWith('image/');
  if (!typeOk) return screen === 'settings' ? PICTURE_MESSAGES.settingsType : PICTURE_MESSAGES.signupType;
  return file.size < IMAGE_MAX_BYTES ? null : PICTURE_MESSAGES.size;
}
