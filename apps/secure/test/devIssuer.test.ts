import { createHash, generateKeyPairSync } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { pkceChallenge, randomToken } from '../src/oidc/base64url'
import { createSocialClient } from '../src/oidc/createSocialClient'
import { signIdToken, verifyIdToken } from '../src/oidc/idToken'
import { startDevIssuer } from '../src/oidc/startDevIssuer'

// The callback is never served here: the tests read the issuer's redirect instead of following it.
const CALLBACK = 'http://127.0.0.1:9/social/callback'
const issuer = await startDevIssuer({ clients: { secure: [CALLBACK], other: [CALLBACK] } })
afterAll(() => issuer.stop())
const client = createSocialClient({ issuer: issuer.url, clientId: 'secure', redirectUri: CALLBACK })

/** Opens the sign-in page like the popup, checks its button, submits it; returns the redirect. */
async function signIn(authorizationUrl: string): Promise<string> {
  const page = await fetch(authorizationUrl)
  expect(page.status).toBe(200)
  const html = await page.text()
  // Its one inline style is the only thing its policy lets in, by that style's hash; no script.
  const policy = page.headers.get('content-security-policy') ?? ''
  const style = html.match(/<style>([^<]*)<\/style>/)?.[1] ?? ''
  expect(policy).toContain(
    `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
  )
  expect(policy).toContain("default-src 'none'")
  expect(html).not.toContain('<script')
  expect(html).toMatch(
    /<button type="submit" name="identity" value="(dev-\w+-user)" autofocus>Sign in as \1<\/button>/,
  )
  const form = new URLSearchParams()
  for (const [, name, value] of html.matchAll(/name="([^"]+)" value="([^"]*)"/g))
    if (!form.has(name ?? '')) form.set(name ?? '', (value ?? '').replaceAll('&amp;', '&'))
  const answer = await fetch(`${issuer.url}/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  })
  expect(answer.status).toBe(302)
  return answer.headers.get('location') ?? ''
}

/** A token request as a client would send it. */
function token(fields: Record<string, string>) {
  return fetch(`${issuer.url}/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      redirect_uri: CALLBACK,
      ...fields,
    }),
  })
}

/** A real id_token of the issuer, for `clientId`, with a known nonce. */
async function issuedToken(nonce: string, clientId = 'secure'): Promise<string> {
  const verifier = randomToken()
  const url = new URL('/authorize', issuer.url)
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: CALLBACK,
    state: 's',
    nonce,
    code_challenge: pkceChallenge(verifier),
    code_challenge_method: 'S256',
    provider: 'github',
  }).toString()
  const code = new URL(await signIn(url.href)).searchParams.get('code') ?? ''
  const answer = await token({ code, client_id: clientId, code_verifier: verifier })
  return ((await answer.json()) as { id_token: string }).id_token
}

const expectations = (nonce: string) => ({
  keys: issuer.keys,
  issuer: issuer.url,
  audience: 'secure',
  nonce,
  now: Math.floor(Date.now() / 1000),
})

describe('the dev OpenID Connect issuer and the secure site client', () => {
  it('SPEC §4 "Social login: started, request user data, success": code with PKCE and state, an ES256 id_token verified', async () => {
    const url = client.authorizationUrl('google')
    expect(new URL(url).origin).toBe(issuer.url)
    const resultUri = await signIn(url)
    expect(resultUri.startsWith(`${CALLBACK}?code=`)).toBe(true)
    expect(new URL(resultUri).searchParams.get('state')).toBe(
      new URL(url).searchParams.get('state'),
    )
    const claims = await client.finish(resultUri)
    expect(claims).toMatchObject({ iss: issuer.url, aud: 'secure', sub: 'dev-google-user' })
    // The state is single-use.
    await expect(client.finish(resultUri)).rejects.toThrow('Unknown or used state')
  })

  it('refuses a result URI with a state it did not issue, or for another callback', async () => {
    const resultUri = new URL(await signIn(client.authorizationUrl('x')))
    const forged = new URL(resultUri)
    forged.searchParams.set('state', randomToken())
    await expect(client.finish(forged.href)).rejects.toThrow('Unknown or used state')
    const elsewhere = new URL(resultUri)
    elsewhere.host = '127.0.0.1:10'
    await expect(client.finish(elsewhere.href)).rejects.toThrow('Invalid result URI')
    expect((await client.finish(resultUri.href)).sub).toBe('dev-x-user')
  })

  it('the token endpoint refuses a wrong PKCE verifier, a reused code, another client and an unregistered redirect', async () => {
    const verifier = randomToken()
    const url = new URL(client.authorizationUrl('discord'))
    url.searchParams.set('code_challenge', pkceChallenge(verifier))
    const code = new URL(await signIn(url.href)).searchParams.get('code') ?? ''
    expect((await token({ code, client_id: 'other', code_verifier: verifier })).status).toBe(400)
    const url2 = new URL(client.authorizationUrl('discord'))
    url2.searchParams.set('code_challenge', pkceChallenge(verifier))
    const code2 = new URL(await signIn(url2.href)).searchParams.get('code') ?? ''
    expect((await token({ code: code2, client_id: 'secure', code_verifier: 'wrong' })).status).toBe(
      400,
    )
    const url3 = new URL(client.authorizationUrl('discord'))
    url3.searchParams.set('code_challenge', pkceChallenge(verifier))
    const code3 = new URL(await signIn(url3.href)).searchParams.get('code') ?? ''
    const good = await token({ code: code3, client_id: 'secure', code_verifier: verifier })
    expect(good.status).toBe(200)
    expect(
      (await token({ code: code3, client_id: 'secure', code_verifier: verifier })).status,
    ).toBe(400)
    const bad = new URL(client.authorizationUrl('apple'))
    bad.searchParams.set('redirect_uri', 'http://127.0.0.1:9/elsewhere')
    expect((await fetch(bad)).status).toBe(400)
  })

  it('the id_token check refuses a forged signature, a wrong nonce, audience or issuer, and an expired token', async () => {
    const nonce = randomToken()
    const real = await issuedToken(nonce)
    expect(verifyIdToken(real, expectations(nonce)).sub).toBe('dev-github-user')
    const claims = verifyIdToken(real, expectations(nonce))
    const rogue = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
    const forged = signIdToken(claims, rogue, issuer.keys[0]?.kid ?? '')
    expect(() => verifyIdToken(forged, expectations(nonce))).toThrow('Invalid id_token signature')
    const [head, , signature] = real.split('.')
    const swapped = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url')}.${signature}`
    expect(() => verifyIdToken(swapped, expectations(nonce))).toThrow('Invalid id_token signature')
    expect(() => verifyIdToken(real, expectations('other'))).toThrow('Wrong id_token nonce')
    expect(() => verifyIdToken(real, { ...expectations(nonce), audience: 'other' })).toThrow(
      'Wrong id_token audience',
    )
    expect(() =>
      verifyIdToken(real, { ...expectations(nonce), issuer: 'http://127.0.0.1:1' }),
    ).toThrow('Wrong id_token issuer')
    expect(() => verifyIdToken(real, { ...expectations(nonce), now: claims.exp })).toThrow(
      'Expired id_token',
    )
    const otherAudience = await issuedToken(nonce, 'other')
    expect(() => verifyIdToken(otherAudience, expectations(nonce))).toThrow(
      'Wrong id_token audience',
    )
  })
})
