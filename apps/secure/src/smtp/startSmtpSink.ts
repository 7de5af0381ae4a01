import { createServer as createHttpServer } from 'node:http'
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net'
import type { MailMessage } from './MailMessage'
import { parseMailData } from './parseMailData'

/** Options of {@link startSmtpSink}; all optional. */
export type StartSmtpSinkOptions = {
  /** SMTP port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number
  /** Port of the sink's HTTP view on 127.0.0.1 (`GET /messages/last?to=`); 0 picks one. */
  httpPort?: number
  /** How many messages are kept (the oldest go first); default 100. */
  maxMessages?: number
  /** Largest DATA section accepted, in bytes; default 1 MiB. */
  maxMessageBytes?: number
}

/** A running SMTP sink. */
export type SmtpSink = {
  host: '127.0.0.1'
  /** The SMTP port to send to. */
  port: number
  /** `http://127.0.0.1:PORT`: `GET /messages/last?to=ADDRESS` answers the last message as JSON. */
  httpUrl: string
  /** Every message kept, oldest first. */
  messages: () => readonly MailMessage[]
  /** The last message (to `to` when given, case-insensitive), if any. */
  lastMessage: (to?: string) => MailMessage | undefined
  /** Closes both servers and every open SMTP session. */
  stop: () => Promise<void>
}

const ADDRESS = /<([^>]*)>/

function listen(server: Server, port: number) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
}

/**
 * Starts a tiny SMTP receiver on 127.0.0.1 for development and tests: it accepts every message
 * (EHLO/HELO, MAIL FROM, RCPT TO, DATA, RSET, NOOP, QUIT), keeps it in memory and shows the last
 * one to tests, in this process (`lastMessage`) or any other (its HTTP view). It delivers nothing.
 *
 * @example
 * const sink = await startSmtpSink()
 * // ... send a login code to a@b.co through sink.port ...
 * sink.lastMessage('a@b.co')?.text
 */
export async function startSmtpSink(options: StartSmtpSinkOptions = {}): Promise<SmtpSink> {
  const maxMessages = options.maxMessages ?? 100
  const maxBytes = options.maxMessageBytes ?? 1024 * 1024
  const messages: MailMessage[] = []
  const sockets = new Set<Socket>()

  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    socket.setEncoding('utf8')
    let buffer = ''
    let from = ''
    let to: string[] = []
    let data: string[] | undefined
    let dataBytes = 0
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 appkit-smtp-sink ESMTP')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      if (data === undefined && buffer.length > 4096) return void socket.destroy()
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (data !== undefined) {
          if (line !== '.') {
            dataBytes += line.length + 2
            if (dataBytes <= maxBytes) data.push(line)
            continue
          }
          if (dataBytes > maxBytes) reply('552 message too large')
          else {
            messages.push({ from, to, ...parseMailData(data), receivedAt: Date.now() })
            if (messages.length > maxMessages) messages.shift()
            reply('250 OK queued')
          }
          data = undefined
          from = ''
          to = []
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') reply('250 appkit-smtp-sink')
        else if (verb === 'MAIL') {
          from = ADDRESS.exec(line)?.[1] ?? ''
          to = []
          reply('250 OK')
        } else if (verb === 'RCPT') {
          const address = ADDRESS.exec(line)?.[1]
          if (!address) reply('501 syntax: RCPT TO:<address>')
          else {
            to.push(address)
            reply('250 OK')
          }
        } else if (verb === 'DATA') {
          if (to.length === 0) reply('503 need RCPT first')
          else {
            data = []
            dataBytes = 0
            reply('354 end data with <CR><LF>.<CR><LF>')
          }
        } else if (verb === 'RSET') {
          from = ''
          to = []
          reply('250 OK')
        } else if (verb === 'NOOP') reply('250 OK')
        else if (verb === 'QUIT') {
          reply('221 bye')
          socket.end()
        } else reply('502 command not implemented')
      }
    })
  })
  await listen(server, options.port ?? 0)

  const lastMessage = (recipient?: string) => {
    const wanted = recipient?.toLowerCase()
    for (let i = messages.length - 1; i >= 0; i--) {
      const message = messages[i]
      if (message && (!wanted || message.to.some((t) => t.toLowerCase() === wanted))) return message
    }
    return undefined
  }

  const http = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sink')
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (request.method !== 'GET') return json(405, { error: 'GET only' })
    if (url.pathname === '/messages') return json(200, messages)
    if (url.pathname !== '/messages/last') return json(404, { error: 'Not found' })
    const message = lastMessage(url.searchParams.get('to') ?? undefined)
    return message ? json(200, message) : json(404, { error: 'No message' })
  })
  await listen(http, options.httpPort ?? 0)

  return {
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    httpUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    messages: () => [...messages],
    lastMessage,
    stop: async () => {
      for (const socket of sockets) socket.destroy()
      await Promise.all([
        new Promise<void>((resolve) => server.close(() => resolve())),
        new Promise<void>((resolve) => http.close(() => resolve())),
      ])
    },
  }
}
