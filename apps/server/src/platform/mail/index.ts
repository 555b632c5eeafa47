export { createMailService } from './mail.service.js';
export type { MailService } from './mail.service.js';
export { fillLink, mailTemplates } from './mail.templates.js';
export type { MailTemplateName } from './mail.templates.js';
export { sweepSentMail } from './mail-outbox.repo.js';
