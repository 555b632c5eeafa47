import { PRODUCT_NAME } from '@arcana/shared';

/** The text file 'Download' saves: the codes one per line, with what they are for. */
function backupCodesText(codes: string[], account: string, now = new Date()): string {
  return [
    `${PRODUCT_NAME} backup codes for ${account}`,
    `Generated ${now.toISOString()}`,
    'Each code works once, in place of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

export function downloadBackupCodes(codes: string[], account: string) {
  const url = URL.createObjectURL(new Blob([backupCodesText(codes, account)], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `${PRODUCT_NAME.toLowerCase()}-backup-codes.txt` });
  link.click();
  URL.revokeObjectURL(url);
}
