import { PRODUCT_NAME, escapeHtml } from '@arcana/shared';

/**
 * Mails are stored with this in place of their link, so the outbox never holds a usable token in clear;
 * fillLink puts the link in at delivery.
 */
export const LINK_PLACEHOLDER = '{{link}}';

export interface MailContent {
  template: string;
  subject: string;
  html: string;
  text: string;
}

/** What a review mail is about (docs/product-rules.md "Projects and odds"). */
export interface ReviewedCollection {
  project: string;
  collection: string;
  reason?: string;
}

/** What the developer tools' mail tester fills a review mail with. */
const EXAMPLE_REVIEW: ReviewedCollection = {
  project: 'Nova Studio',
  collection: 'First Light',
  reason: 'The legendary designs have no art yet.',
};

interface LinkMail {
  template: string;
  subject: string;
  heading: string;
  intro: string;
  action: string;
  validity: string;
  ignore: string;
}

/** Every e-mail we send is one call to action: a link that expires. One layout serves them all. */
function renderLinkMail(mail: LinkMail, username: string): MailContent {
  const greeting = `Hello ${username},`;
  const text = [
    greeting,
    '',
    mail.intro,
    '',
    `${mail.action}: ${LINK_PLACEHOLDER}`,
    '',
    mail.validity,
    mail.ignore,
    '',
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="margin:0;background:#0d0a1a;font-family:Helvetica,Arial,sans-serif;color:#ece8ff">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#1a1033;border:1px solid rgba(255,255,255,0.08);border-radius:12px">
<tr><td style="padding:32px">
<p style="margin:0 0 8px;font-size:14px;letter-spacing:3px;color:#22d3ee">${PRODUCT_NAME.toUpperCase()}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(mail.heading)}</h1>
<p style="margin:0 0 8px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px;color:#a59fc4">${escapeHtml(mail.intro)}</p>
<p style="margin:0 0 24px"><a href="${LINK_PLACEHOLDER}" style="display:inline-block;padding:12px 24px;background:#8b5cf6;color:#fff;text-decoration:none;border-radius:8px;font-weight:bold">${escapeHtml(mail.action)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#a59fc4">${escapeHtml(mail.validity)} ${escapeHtml(mail.ignore)}</p>
<p style="margin:0;font-size:12px;color:#a59fc4;word-break:break-all">${LINK_PLACEHOLDER}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { template: mail.template, subject: mail.subject, html, text };
}

export const mailTemplates = {
  verification: (username: string) =>
    renderLinkMail(
      {
        template: 'verification',
        subject: `Verify your ${PRODUCT_NAME} email`,
        heading: 'Verify your email',
        intro: `Welcome to ${PRODUCT_NAME}! Confirm this address to start collecting cards.`,
        action: 'Verify email',
        validity: 'This link expires in 24 hours.',
        ignore: 'If you did not sign up, ignore this email.',
      },
      username,
    ),
  passwordReset: (username: string) =>
    renderLinkMail(
      {
        template: 'password-reset',
        subject: `Reset your ${PRODUCT_NAME} password`,
        heading: 'Reset your password',
        intro: 'Someone asked to reset the password of this account. Choose a new one with the link below.',
        action: 'Reset password',
        validity: 'This link expires in 1 hour and works once.',
        ignore: 'If you did not ask for it, ignore this email: your password stays as it is.',
      },
      username,
    ),
  emailChange: (username: string) =>
    renderLinkMail(
      {
        template: 'email-change',
        subject: `Confirm your new ${PRODUCT_NAME} email`,
        heading: 'Confirm your new email',
        intro: 'Confirm that this address should become the email of your account.',
        action: 'Confirm email',
        validity: 'This link expires in 24 hours.',
        ignore: 'If you did not ask for this change, ignore this email.',
      },
      username,
    ),
  accountDeletion: (username: string) =>
    renderLinkMail(
      {
        template: 'account-deletion',
        subject: `Confirm the deletion of your ${PRODUCT_NAME} account`,
        heading: 'Delete your account',
        intro: 'Confirm that your account, its cards and its notifications should be deleted. This cannot be undone.',
        action: 'Delete my account',
        validity: 'This link expires in 1 hour.',
        ignore: 'If you did not ask for this, ignore this email and your account stays.',
      },
      username,
    ),
  reauthentication: (username: string) =>
    renderLinkMail(
      {
        template: 'reauthentication',
        subject: `Confirm it's you on ${PRODUCT_NAME}`,
        heading: "Confirm it's you",
        intro:
          'You asked to make a sensitive change to your account. Open this link to confirm it is you, then go back to the tab you were in.',
        action: "Confirm it's me",
        validity: 'This link expires in 15 minutes and works once.',
        ignore: 'If you did not ask for this, ignore this email: nothing changes.',
      },
      username,
    ),
  providerLink: (username: string) =>
    renderLinkMail(
      {
        template: 'provider-link',
        subject: `Add a sign-in to your ${PRODUCT_NAME} account`,
        heading: 'Add a sign-in to your account',
        intro:
          'Someone asked to add a sign-in through another service (Discord, Google, Twitch or Steam) to your account, using this email address. The link shows which account it is; add it only if it is yours.',
        action: 'Review the sign-in',
        validity: 'This link expires in 24 hours and works once.',
        ignore: 'If it was not you, ignore this email: nothing changes.',
      },
      username,
    ),
  emailChangeNotice: (username: string) =>
    renderLinkMail(
      {
        template: 'email-change-notice',
        subject: `The email of your ${PRODUCT_NAME} account is being changed`,
        heading: 'Your email is being changed',
        intro:
          'Someone asked to move your account to another email address. If it was you, there is nothing to do. If it was not, cancel the change: your address is restored and every device is signed out.',
        action: 'Cancel the change',
        validity: 'This link works for 7 days, even after the new address has been confirmed.',
        ignore: 'If you made this change, ignore this email.',
      },
      username,
    ),
  collectionApproved: (username: string, review: ReviewedCollection = EXAMPLE_REVIEW) =>
    renderLinkMail(
      {
        template: 'collection-approved',
        subject: `${review.collection} is published on ${PRODUCT_NAME}`,
        heading: 'Your collection is published',
        intro: `${review.collection} of ${review.project} passed review: its odds are public and collectors can draw from it now.`,
        action: 'Open the project',
        validity: 'This link does not expire.',
        ignore: 'You receive this because you submitted the collection.',
      },
      username,
    ),
  collectionRejected: (username: string, review: ReviewedCollection = EXAMPLE_REVIEW) =>
    renderLinkMail(
      {
        template: 'collection-rejected',
        subject: `${review.collection} was not published on ${PRODUCT_NAME}`,
        heading: 'Your collection needs changes',
        intro: `${review.collection} of ${review.project} was not published. The reviewer's reason: ${review.reason ?? ''}`,
        action: 'Change it in The Forge',
        validity: 'This link does not expire.',
        ignore: 'You receive this because you submitted the collection.',
      },
      username,
    ),
} satisfies Record<string, (username: string) => MailContent>;

export type MailTemplateName = keyof typeof mailTemplates;

/** The mail as it is sent: the placeholder replaced by the link (escaped in the HTML part). */
export function fillLink(mail: Pick<MailContent, 'html' | 'text'>, link: string): Pick<MailContent, 'html' | 'text'> {
  // A replacer function, so `$` in a link is not read as a replacement pattern.
  return {
    html: mail.html.replaceAll(LINK_PLACEHOLDER, () => escapeHtml(link)),
    text: mail.text.replaceAll(LINK_PLACEHOLDER, () => link),
  };
}
