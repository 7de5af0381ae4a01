/** A header value with its RFC 2047 UTF-8 base64 words decoded ('=?UTF-8?B?...?='). */
function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=/gi, (_whole, base64: string) =>
    Buffer.from(base64, 'base64').toString('utf8'),
  )
}

/** The subject, language and body of an SMTP DATA section (header lines, a blank line, the body). */
export function parseMailData(lines: readonly string[]): {
  subject: string
  text: string
  language?: string
} {
  const blank = lines.indexOf('')
  const headers = blank === -1 ? lines : lines.slice(0, blank)
  const body = blank === -1 ? [] : lines.slice(blank + 1)
  const header = (name: string) => {
    const line = headers.find((candidate) => candidate.toLowerCase().startsWith(`${name}:`))
    return line === undefined ? undefined : line.slice(line.indexOf(':') + 1).trim()
  }
  const language = header('content-language')
  return {
    subject: decodeHeader(header('subject') ?? ''),
    text: body.map((line) => (line.startsWith('..') ? line.slice(1) : line)).join('\n'),
    ...(language ? { language } : {}),
  }
}
