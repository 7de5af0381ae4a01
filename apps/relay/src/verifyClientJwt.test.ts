import { encodeIss, generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { ClientAuthError } from './RelayRpcError'
import { verifyClientJwt } from './verifyClientJwt'

const relayUrl = 'ws://127.0.0.1:4455'
const nowSeconds = () => Math.floor(Date.now() / 1000)

function swapPart(jwt: string, index: number, value: object): string {
  const parts = jwt.split('.')
  parts[index] = Buffer.from(JSON.stringify(value)).toString('base64url')
  return parts.join('.')
}

function payloadOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString())
}

describe('verifyClientJwt', () => {
  it('accepts a JWT signed by @walletconnect/relay-auth and returns the did:key issuer', async () => {
    const keyPair = generateKeyPair()
    const jwt = await signJWT('subject', relayUrl, 86_400, keyPair)
    const claims = verifyClientJwt(jwt, nowSeconds())
    expect(claims.iss).toBe(encodeIss(keyPair.publicKey))
    expect(claims.aud).toBe(relayUrl)
  })

  it('refuses an expired JWT', async () => {
    const jwt = await signJWT('subject', relayUrl, 60, generateKeyPair(), nowSeconds() - 120)
    expect(() => verifyClientJwt(jwt, nowSeconds())).toThrow('Client auth refused: JWT expired')
  })

  it('refuses a payload changed after signing', async () => {
    const jwt = await signJWT('subject', relayUrl, 86_400, generateKeyPair())
    const forged = swapPart(jwt, 1, { ...payloadOf(jwt), exp: nowSeconds() + 10 ** 9 })
    expect(() => verifyClientJwt(forged, nowSeconds())).toThrow('signature does not verify')
  })

  it('refuses a JWT signed by a key other than the issuer', async () => {
    const jwt = await signJWT('subject', relayUrl, 86_400, generateKeyPair())
    const other = encodeIss(generateKeyPair().publicKey)
    const parts = swapPart(jwt, 1, { ...payloadOf(jwt), iss: other }).split('.')
    expect(() => verifyClientJwt(parts.join('.'), nowSeconds())).toThrow(ClientAuthError)
  })

  it('refuses another algorithm, a non-did:key issuer and garbage', async () => {
    const jwt = await signJWT('subject', relayUrl, 86_400, generateKeyPair())
    const hs256 = swapPart(jwt, 0, { alg: 'HS256', typ: 'JWT' })
    expect(() => verifyClientJwt(hs256, nowSeconds())).toThrow('alg is not EdDSA')
    const web = swapPart(jwt, 1, { ...payloadOf(jwt), iss: 'did:web:example' })
    expect(() => verifyClientJwt(web, nowSeconds())).toThrow('iss is not an Ed25519 did:key')
    expect(() => verifyClientJwt('a.b', nowSeconds())).toThrow('not a JWT of three parts')
    expect(() => verifyClientJwt('%%%.%%%.%%%', nowSeconds())).toThrow(ClientAuthError)
  })
})
