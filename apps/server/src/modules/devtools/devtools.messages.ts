export const DEVTOOLS_MESSAGES = {
  testEmailSent: (to: string) => `Test e-mail sent to ${to}`,
  verifiedEmailRequired: 'Test e-mails go only to your own verified address: verify your e-mail first',
  notificationSent: (username: string) => `Notification sent to ${username}`,
  notificationToOthers: 'Only admins may send a test notification to another user',
  steamNotLinked: 'Enter a Steam ID, or link your Steam account in Settings → Integrations',
} as const;
