/** What nodemailer reports when the SMTP server refuses: the reply code and the command it answered. */
interface SmtpError {
  responseCode?: number;
  command?: string;
  response?: string;
}

/**
 * A permanent refusal of the recipient: a 5xx reply to RCPT TO or to the message (DATA). A 5xx to the connection,
 * AUTH or MAIL FROM is about our relay or sender, not the address, and suppresses nobody.
 */
export function isHardBounce(err: unknown): boolean {
  const { responseCode, command } = (err ?? {}) as SmtpError;
  return (
    typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && /^(RCPT|DATA)/i.test(command ?? '')
  );
}

/** A temporary refusal (4xx): retried with backoff; a soft bounce when the last try is refused too. */
export function isSoftBounce(err: unknown): boolean {
  const { responseCode } = (err ?? {}) as SmtpError;
  return typeof responseCode === 'number' && responseCode >= 400 && responseCode < 500;
}

/** The server's reply as the owner may read it (the suppression list's detail, the send's error). */
export function smtpResponse(err: Error): string {
  return ((err as SmtpError).response ?? err.message).slice(0, 500);
}
