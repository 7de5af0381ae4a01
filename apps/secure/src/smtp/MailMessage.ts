/** One e-mail as the SMTP sink received it. */
export type MailMessage = {
  /** The envelope sender (MAIL FROM). */
  from: string
  /** The envelope recipients (RCPT TO). */
  to: string[]
  subject: string
  /** The Content-Language header, when the mail had one. */
  language?: string
  /** The body, dot-stuffing undone, lines joined with `\n`. */
  text: string
  receivedAt: number
}
