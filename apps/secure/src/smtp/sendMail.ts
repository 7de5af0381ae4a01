import { connect } from 'node:net'

/** Where and how {@link sendMail} delivers. */
export type SmtpConfig = {
  host: string
  port: number
  /** The name given in EHLO; default 'appkit-secure'. */
  clientName?: string
  /** Abandons the delivery after this long; default 10 s. */
  timeoutMs?: number
}

/** One plain-text e-mail; `language` (a language tag such as 'fr') goes in Content-Language. */
export type OutgoingMail = {
  from: string
  to: string
  subject: string
  text: string
  language?: string
}

/** An e-mail's words in one language (what the mail templates write). */
export type LocalizedMail = { subject: string; text: string; language: string }

/** A header value as RFC 2047 UTF-8 base64 words when it is not plain ASCII. */
function encodeHeader(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value
  return `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`
}

/** Error thrown when the SMTP server refuses a step or the connection fails. */
export class SmtpError extends Error {
  override name = 'SmtpError'
}

const HEADER_UNSAFE = /[\r\n]/

/**
 * Sends one plain-text e-mail over SMTP (EHLO, MAIL FROM, RCPT TO, DATA, QUIT), dot-stuffing the
 * body; rejects with {@link SmtpError} on any refused step, a timeout or a closed connection.
 *
 * @example
 * await sendMail({ host: '127.0.0.1', port: 2525 }, { from, to, subject, text })
 */
export function sendMail(config: SmtpConfig, mail: OutgoingMail): Promise<void> {
  if ([mail.from, mail.to, mail.subject].some((value) => HEADER_UNSAFE.test(value)))
    return Promise.reject(new SmtpError('Line breaks are not allowed in addresses or subject'))
  const body = mail.text
    .split(/\r?\n/)
    .map((line) => (line.startsWith('.') ? `.${line}` : line))
    .join('\r\n')
  const data = [
    `From: <${mail.from}>`,
    `To: <${mail.to}>`,
    `Subject: ${encodeHeader(mail.subject)}`,
    ...(mail.language && /^[a-z]{2,3}$/.test(mail.language)
      ? [`Content-Language: ${mail.language}`]
      : []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    body,
    '.',
  ].join('\r\n')
  const steps: [command: string | undefined, expected: number][] = [
    [undefined, 220],
    [`EHLO ${config.clientName ?? 'appkit-secure'}`, 250],
    [`MAIL FROM:<${mail.from}>`, 250],
    [`RCPT TO:<${mail.to}>`, 250],
    ['DATA', 354],
    [data, 250],
    ['QUIT', 221],
  ]
  return new Promise((resolve, reject) => {
    const socket = connect({ host: config.host, port: config.port })
    socket.setEncoding('utf8')
    socket.setTimeout(config.timeoutMs ?? 10_000)
    let step = 0
    let buffer = ''
    let settled = false
    const finish = (error?: Error) => {
      if (settled) return
      settled = true
      socket.destroy()
      if (error) reject(error)
      else resolve()
    }
    socket.on('timeout', () => finish(new SmtpError('SMTP server timed out')))
    socket.on('error', (cause) => finish(new SmtpError('SMTP connection failed', { cause })))
    socket.on('close', () => finish(new SmtpError('SMTP connection closed early')))
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (line[3] === '-') continue // a multi-line reply goes on
        const [, expected] = steps[step] ?? [undefined, 0]
        if (Number(line.slice(0, 3)) !== expected)
          return finish(new SmtpError(`SMTP server refused: ${line}`))
        step += 1
        if (step === steps.length) return finish()
        const [command] = steps[step] ?? []
        socket.write(`${command}\r\n`)
      }
    })
  })
}
