/** Outgoing mail port: the API sends password-recovery links through it (docs/api/endpoints.md "Identity"). */
export interface Mail {
  to: string;
  subject: string;
  /** Plain text body, Spanish. */
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
