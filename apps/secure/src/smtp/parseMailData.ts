/** The subject and body of an SMTP DATA section (header lines, a blank line, the body). */
export function parseMailData(lines: readonly string[]): { subject: string; text: string } {
  const blank = lines.indexOf('')
  const headers = blank === -1 ? lines : lines.slice(0, blank)
  const body = blank === -1 ? [] : lines.slice(blank + 1)
  const subjectLine = headers.find((line) => /^subject:/i.test(line))
  return {
    subject: subjectLine ? subjectLine.slice(subjectLine.indexOf(':') + 1).trim() : '',
    text: body.map((line) => (line.startsWith('..') ? line.slice(1) : line)).join('\n'),
  }
}
