import { createServer } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { sendMail } from './sendMail'
import { startSmtpSink } from './startSmtpSink'

const sink = await startSmtpSink()
afterAll(() => sink.stop())

describe('SMTP delivery to the local sink', () => {
  it('delivers a plain-text e-mail over real SMTP, dot-stuffed, and the sink shows it over HTTP', async () => {
    const text = 'Your code is 123456.\n.a line starting with a dot\n..two'
    await sendMail(sink, {
      from: 'login@secure.test',
      to: 'Ada@Example.com',
      subject: 'Code',
      text,
    })
    expect(sink.lastMessage('ada@example.com')).toMatchObject({
      from: 'login@secure.test',
      to: ['Ada@Example.com'],
      subject: 'Code',
      text,
    })
    const response = await fetch(`${sink.httpUrl}/messages/last?to=ada@example.com`)
    expect(await response.json()).toMatchObject({ subject: 'Code', text })
    expect((await fetch(`${sink.httpUrl}/messages/last?to=nobody@x.y`)).status).toBe(404)
  })

  it('refuses line breaks in headers, so no header can be injected', async () => {
    await expect(
      sendMail(sink, { from: 'a@b.co', to: 'x@y.z\r\nBcc: z@z.z', subject: 's', text: 't' }),
    ).rejects.toThrow('Line breaks are not allowed')
  })

  it('rejects when the server refuses a step or closes the connection', async () => {
    const refusing = createServer((socket) => socket.end('554 no service\r\n'))
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve))
    const address = refusing.address()
    const port = typeof address === 'object' && address ? address.port : 0
    await expect(
      sendMail(
        { host: '127.0.0.1', port },
        { from: 'a@b.co', to: 'c@d.co', subject: 's', text: 't' },
      ),
    ).rejects.toThrow('SMTP server refused: 554 no service')
    await new Promise<void>((resolve) => refusing.close(() => resolve()))
    await expect(
      sendMail(
        { host: '127.0.0.1', port },
        { from: 'a@b.co', to: 'c@d.co', subject: 's', text: 't' },
      ),
    ).rejects.toThrow('SMTP connection failed')
  })
})
