import type { TEmailTemplateList, TEmailTemplatePreview } from '@arcana/shared/schemas';
import { notFound } from '../../lib/app-error.js';
import { fillLink, mailTemplates, type MailTemplateName } from '../../platform/mail/index.js';

/** Each template: what it is for, and the page its link opens (previews link there with a token that opens nothing). */
const TEMPLATE_INFO: Record<MailTemplateName, { description: string; page: string }> = {
  verification: { description: 'Sent at signup to verify the address.', page: '/verify-email' },
  passwordReset: { description: 'Sent by Forgot password: sets a new password.', page: '/reset-password' },
  emailChange: { description: 'Sent to the new address when the e-mail is changed.', page: '/confirm-email-change' },
  accountDeletion: { description: 'Sent when deletion is requested: confirms it.', page: '/confirm-account-deletion' },
  reauthentication: { description: "Confirm it's you, for accounts with neither a password nor 2FA.", page: '/confirm-reauthentication' },
  providerLink: { description: 'Asks the owner of an address to add a provider sign-in to their account.', page: '/verify-provider' },
  emailChangeNotice: { description: 'Sent to the old address when the e-mail is changed: can undo it.', page: '/cancel-email-change' },
  collectionApproved: { description: 'Tells a creator their collection passed review and is published.', page: '/forge' },
  collectionRejected: { description: 'Tells a creator their collection was not published, and why.', page: '/forge' },
};

export const SAMPLE_USERNAME = 'ada_lovelace';
const SAMPLE_TOKEN = 'preview-token-opens-nothing';
const NAMES = Object.keys(mailTemplates) as MailTemplateName[];

/** Templates go by the name they carry in the outbox (`password-reset`). */
const nameOf = (key: MailTemplateName) => mailTemplates[key](SAMPLE_USERNAME).template;

export function templateKey(name: string): MailTemplateName {
  const key = NAMES.find((candidate) => nameOf(candidate) === name);
  if (!key) throw notFound('TEMPLATE_NOT_FOUND', `No e-mail template named "${name}"`);
  return key;
}

export const sampleLink = (publicUrl: string, key: MailTemplateName) =>
  `${publicUrl}${TEMPLATE_INFO[key].page}?token=${SAMPLE_TOKEN}${key === 'providerLink' ? '&provider=discord' : ''}`;

export function listTemplates(): TEmailTemplateList {
  return {
    templates: NAMES.map((key) => ({
      name: nameOf(key),
      subject: mailTemplates[key](SAMPLE_USERNAME).subject,
      description: TEMPLATE_INFO[key].description,
    })),
  };
}

/** The mail exactly as a user would get it, for a sample user, with a link that opens nothing. */
export function previewTemplate(name: string, publicUrl: string): TEmailTemplatePreview {
  const key = templateKey(name);
  const mail = mailTemplates[key](SAMPLE_USERNAME);
  const link = sampleLink(publicUrl, key);
  return {
    name: mail.template,
    subject: mail.subject,
    description: TEMPLATE_INFO[key].description,
    ...fillLink(mail, link),
    sampleLink: link,
  };
}
