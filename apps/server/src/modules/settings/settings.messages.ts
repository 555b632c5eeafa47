/** Server texts of the settings feature. */
export const SETTINGS_MESSAGES = {
  profileUpdated: 'Profile updated successfully',
} as const;
