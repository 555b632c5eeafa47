import type { HeldMail } from './mail-outbox.repo.js';

/** Where a mail goes once its job is leased: over SMTP, or into the log. Throws when it could not. */
export interface MailSender {
  deliver(mail: HeldMail, link: string): Promise<void>;
  /** Mails delivered side by side at most. */
  concurrency: number;
  close(): Promise<void>;
}
