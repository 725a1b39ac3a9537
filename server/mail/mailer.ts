/**
 * Outgoing mail port: password-recovery links (server/routes/passwordRecovery.ts) and the
 * subscription notices with their payment link (server/services/subscriptionScheduler.ts).
 * Implementations: the development outboxes (server/mail/outbox.ts) and SMTP (server/mail/smtp.ts),
 * chosen by server/mail/config.ts.
 */
export interface Mail {
  to: string;
  subject: string;
  /** Plain text body, Spanish; links in it are absolute (server/mail/links.ts). The HTML part is made from it (server/mail/render.ts). */
  text: string;
}

export interface Mailer {
  /**
   * Hands the mail over. Resolves once it is accepted for delivery, which never waits for a mail
   * server: SMTP delivery, its retries and their logging go on in the background. Callers still
   * catch a rejection (a full queue, a broken outbox folder) and log it: it never reaches an answer.
   */
  send(mail: Mail): Promise<void>;
}
