import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'

/** An account of the Farcaster app stand-in: a registered FID and its custody key. */
export type FarcasterAppAccount = { fid: number; username: string; privateKey: Hex }

/** What the app page needs: its accounts, the registry's chain and the relay to answer. */
export type FarcasterAppContext = {
  chainId: number
  accounts: readonly FarcasterAppAccount[]
  relayUrl: string
  now: () => number
}

/** The SIWF statement (FIP-11). */
export const SIWF_STATEMENT = 'Farcaster Auth'

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'"

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The channel a deep link names, or undefined when it is not one. */
export function readDeepLink(link: string) {
  if (!URL.canParse(link)) return undefined
  const params = new URL(link).searchParams
  const channelToken = params.get('channelToken')
  const nonce = params.get('nonce')
  const siweUri = params.get('siweUri')
  const domain = params.get('domain')
  if (!channelToken || !nonce || !siweUri || !domain) return undefined
  return { channelToken, nonce, siweUri, domain }
}

/**
 * Signs the SIWF message (EIP-4361, statement 'Farcaster Auth', the FID in `resources`) for the
 * channel of `link` with `account`'s custody key, as the Farcaster app does.
 */
export async function signSiwf(
  link: NonNullable<ReturnType<typeof readDeepLink>>,
  account: FarcasterAppAccount,
  chainId: number,
  now: number,
) {
  const signer = privateKeyToAccount(account.privateKey)
  const message = createSiweMessage({
    domain: link.domain,
    address: signer.address,
    statement: SIWF_STATEMENT,
    uri: link.siweUri,
    version: '1',
    chainId,
    nonce: link.nonce,
    issuedAt: new Date(now),
    resources: [`farcaster://fid/${account.fid}`],
  })
  return { message, signature: await signer.signMessage({ message }) }
}

function page(response: ServerResponse, status: number, body: string) {
  response
    .writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': PAGE_CSP,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    })
    .end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Farcaster (dev)</title>` +
        `<style>body{font:16px system-ui;margin:2rem;max-width:28rem}button{font:inherit;padding:.5rem 1rem}</style></head><body>${body}</body></html>`,
    )
}

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      text += chunk
      if (text.length > 16 * 1024) request.destroy()
    })
    request.on('end', () => resolve(new URLSearchParams(text)))
    request.on('error', () => resolve(new URLSearchParams()))
  })
}

/**
 * The Farcaster app stand-in (development and tests; the real app cannot run here), no script:
 * `GET /app` takes a pasted deep link, `GET /app?link=…` shows which site asks and the accounts
 * to sign in with, and Approve (`POST /app/approve`) signs the SIWF message with the chosen
 * account's custody key and posts it to the relay's `/v1/channel/authenticate`.
 */
export async function handleFarcasterApp(
  request: IncomingMessage,
  response: ServerResponse,
  context: FarcasterAppContext,
) {
  const url = new URL(request.url ?? '/', 'http://relay')
  if (url.pathname === '/app' && request.method === 'GET') {
    const raw = url.searchParams.get('link')
    if (raw === null)
      return page(
        response,
        200,
        `<h1>Farcaster</h1><form method="get" action="/app"><label>Sign-in link <input name="link" size="40" required></label> <button type="submit">Open</button></form>`,
      )
    const link = readDeepLink(raw)
    if (!link)
      return page(response, 400, '<h1>Farcaster</h1><p role="alert">Not a sign-in link</p>')
    const choices = context.accounts
      .map(
        (account, index) =>
          `<label><input type="radio" name="account" value="${index}"${index === 0 ? ' checked' : ''}> @${escapeHtml(account.username)} (FID ${account.fid})</label><br>`,
      )
      .join('')
    return page(
      response,
      200,
      `<h1>Sign in to ${escapeHtml(link.domain)}</h1><form method="post" action="/app/approve"><input type="hidden" name="link" value="${escapeHtml(raw)}">${choices}<p><button type="submit">Approve</button></p></form>`,
    )
  }
  if (url.pathname === '/app/approve' && request.method === 'POST') {
    const form = await readForm(request)
    const link = readDeepLink(form.get('link') ?? '')
    const account = context.accounts[Number(form.get('account') ?? 0)]
    if (!link || !account)
      return page(response, 400, '<h1>Farcaster</h1><p role="alert">Not a sign-in link</p>')
    const signed = await signSiwf(link, account, context.chainId, context.now())
    const answer = await fetch(`${context.relayUrl}/v1/channel/authenticate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${link.channelToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...signed, fid: account.fid, username: account.username }),
    })
    return answer.ok
      ? page(
          response,
          200,
          `<h1>Signed in</h1><p role="status">Approved as @${escapeHtml(account.username)}</p>`,
        )
      : page(
          response,
          410,
          '<h1>Farcaster</h1><p role="alert">This sign-in request has expired</p>',
        )
  }
  return page(response, 404, '<h1>Not found</h1>')
}
