import { randomBytes } from 'node:crypto'
import { type DevnetInfo, devnetPublicClient } from '@appkit/test'
import type { ApprovalSummary } from '../src/approvals/ApprovalSummary'
import { createFrameApi } from '../src/frame/createFrameApi'
import { createFrameHost, type TokenStorage } from '../src/frame/createFrameHost'
import { type RunningSecure, type StartSecureOptions, startSecure } from '../src/server/startSecure'

/** The dapp origin the tests' frame is embedded in. */
export const DAPP_ORIGIN = 'http://127.0.0.1:5173'

/** Starts the secure site on the devnet's chains, its own SMTP sink taking the e-mails. */
export function startTestSecure(
  devnet: DevnetInfo,
  options: Partial<StartSecureOptions> = {},
): Promise<RunningSecure> {
  return startSecure({
    allowedOrigins: [DAPP_ORIGIN],
    chains: devnet.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
    ...options,
  })
}

/**
 * The frame's message handling as the browser runs it, on the real server: Node's fetch sends no
 * Origin header, so the frame's own origin is added as the browser would for its same-origin POST.
 * Replies land in `replies`; `request` sends one message and resolves its reply. Node has no
 * click: the prompt records what the frame would show (`shown`) and answers with the next of
 * `decisions` (the browser test, apps/demo e2e/embeddedApproval.spec.ts, clicks the real one).
 * Each frame is its own browser: a random client id unless `clientId` is given.
 */
export function frameOn(secure: RunningSecure, clientId = randomBytes(16).toString('hex')) {
  let token: string | undefined
  const storage: TokenStorage = {
    get: () => token,
    set: (value) => {
      token = value
    },
    clear: () => {
      token = undefined
    },
  }
  const replies: { type: string; id: string; payload?: unknown }[] = []
  const fetchWithOrigin: typeof fetch = (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as object), origin: secure.url } })
  const shown: ApprovalSummary[] = []
  const decisions: boolean[] = []
  const host = createFrameHost({
    api: createFrameApi(secure.url, fetchWithOrigin, clientId),
    storage,
    post: (message) => replies.push(message),
    devicePollMs: 100,
    prompt: {
      ask: async (summary) => {
        shown.push(summary)
        return decisions.shift() ?? false
      },
      cancelAll: () => {},
      retranslate: () => {},
    },
  })
  let n = 0
  const request = async (type: string, payload?: unknown) => {
    const id = `req-${++n}`
    await host.handle({ type, id, payload })
    const reply = replies.find((message) => message.id === id)
    if (!reply) throw new Error(`no reply to ${type}`)
    return reply
  }
  return { host, replies, request, storage, shown, decisions }
}

/** The 6-digit code of the last login e-mail the sink holds for `email`. */
export function readCode(secure: RunningSecure, email: string): string {
  const text = secure.smtpSink?.lastMessage(email)?.text ?? ''
  const code = /\b(\d{6})\b/.exec(text)?.[1]
  if (!code) throw new Error(`no code in the e-mail to ${email}: ${text}`)
  return code
}

/** Gives `address` 1 ETH on the devnet chain (anvil_setBalance). */
export async function fund(devnet: DevnetInfo, chainId: number, address: string): Promise<void> {
  const chain = devnet.chains.find((c) => c.chainId === chainId)
  if (!chain) throw new Error(`no devnet chain ${chainId}`)
  await devnetPublicClient(chain).request({
    method: 'anvil_setBalance' as never,
    params: [address, '0xde0b6b3a7640000'] as never,
  })
}

/** The device link of the last device e-mail the sink holds for `email`. */
export function readDeviceLink(secure: RunningSecure, email: string): string {
  const text = secure.smtpSink?.lastMessage(email)?.text ?? ''
  const link = /http:\/\/127\.0\.0\.1:\d+\/device\?token=[0-9a-f]{64}(?:&locale=[a-z]{2})?/.exec(
    text,
  )?.[0]
  if (!link) throw new Error(`no device link in the e-mail to ${email}: ${text}`)
  return link
}

/**
 * Opens the device link of the last e-mail to `email` and clicks its Approve as a browser would:
 * GET the page, then POST its form (same origin). Returns both pages' status and text.
 */
export async function approveDevice(secure: RunningSecure, email: string) {
  const link = readDeviceLink(secure, email)
  const page = await fetch(link)
  const pageText = await page.text()
  const token = /name="token" value="([0-9a-f]{64})"/.exec(pageText)?.[1] ?? ''
  const locale = /name="locale" value="([a-z]{2})"/.exec(pageText)?.[1] ?? ''
  const approved = await fetch(`${secure.url}/device`, {
    method: 'POST',
    headers: { origin: secure.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, locale }).toString(),
  })
  return {
    link,
    page: { status: page.status, text: pageText },
    approved: { status: approved.status, text: await approved.text() },
  }
}
