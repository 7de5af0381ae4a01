import { account } from '@appkit/core/controllers'
import { requestSiwxAfterConnection, signInWithSiwx } from '@appkit/core/flows'
import { makeTestCore, startTestServer, type TestServer } from '@appkit/core/testing'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseSiwxMessage } from '../message/parseSiwxMessage'
import { createEip155Verifier } from '../verifiers/createEip155Verifier'
import { createSiwxNonceStore } from './createSiwxNonceStore'
import type { SiweConfig, SiweSession } from './SiweConfig'
import { siweConfigToSiwx } from './siweConfigToSiwx'

// The analytics sink core reports SIWX errors to: a real HTTP server on 127.0.0.1.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
})
afterAll(() => server.close())

const wallet = privateKeyToAccount(generatePrivateKey())
const other = privateKeyToAccount(generatePrivateKey())

/** A dapp's legacy SIWE backend: its own nonces, verification (real EIP-191) and session. */
function dappSiwe(overrides: Partial<SiweConfig> = {}) {
  const nonces = createSiwxNonceStore()
  const verifier = createEip155Verifier()
  const events: string[] = []
  let session: SiweSession | undefined
  const siwe: SiweConfig = {
    getMessageParams: async () => ({
      domain: 'app.example.org',
      uri: 'https://app.example.org/login',
      statement: 'Sign in to Example',
    }),
    getNonce: () => nonces.issue(),
    async verifyMessage({ message, signature }) {
      try {
        const parsed = parseSiwxMessage(message)
        if (!(await nonces.consume(parsed.nonce))) return false
        await verifier.verify({
          message,
          signature,
          expected: {
            domain: 'app.example.org',
            uri: 'https://app.example.org',
            nonce: parsed.nonce,
            account: `${parsed.chainId}:${parsed.accountAddress}`,
          },
        })
        session = { address: parsed.accountAddress, chainId: Number(parsed.chainId.split(':')[1]) }
        return true
      } catch {
        return false
      }
    },
    getSession: async () => session,
    async signOut() {
      session = undefined
      return true
    },
    onSignIn: (s) => events.push(`signIn:${s.chainId}`),
    onSignOut: () => events.push('signOut'),
    ...overrides,
  }
  return { siwe, events }
}

function connectedCore(siwx: ReturnType<typeof siweConfigToSiwx>, signer = wallet) {
  const setup = makeTestCore(server.url, { siwx })
  setup.evm.signMessage = ({ message }) => signer.signMessage({ message })
  account.setChainAccountData(setup.core.chain, 'eip155', {
    address: wallet.address,
    caipAddress: `eip155:1:${wallet.address}`,
    status: 'connected',
    connectorId: 'injected',
  })
  return setup
}

describe('siweConfigToSiwx (AppKit’s siweConfig shape mapped onto siwx)', () => {
  it('signs in through core’s SIWX flow with the dapp’s nonce and verification, then reads its session', async () => {
    const { siwe, events } = dappSiwe()
    const siwx = siweConfigToSiwx(siwe)
    expect(siwx.required).toBe(true)
    const { core } = connectedCore(siwx)
    await expect(requestSiwxAfterConnection(core)).resolves.toBe(true)
    await signInWithSiwx(core)
    expect(events).toEqual(['signIn:1'])
    expect(await siwx.getSessions('eip155:1', wallet.address.toLowerCase())).toEqual([
      { data: { accountAddress: wallet.address, chainId: 'eip155:1' } },
    ])
    expect(await siwx.getSessions('eip155:10', wallet.address)).toEqual([])
    const { core: reloaded } = connectedCore(siwx)
    await expect(requestSiwxAfterConnection(reloaded)).resolves.toBe(false)
    await siwx.deleteSessions('eip155:1', wallet.address)
    expect(events).toEqual(['signIn:1', 'signOut'])
    expect(await siwx.getSessions('eip155:1', wallet.address)).toEqual([])
  })

  it("refuses when the dapp's verifyMessage does (a signature by another key), with the toast 'Error signing message'", async () => {
    const { siwe, events } = dappSiwe()
    const { core } = connectedCore(siweConfigToSiwx(siwe), other)
    await requestSiwxAfterConnection(core)
    await expect(signInWithSiwx(core)).rejects.toEqual(
      expect.objectContaining({ failure: 'invalid-signature' }),
    )
    expect(core.snackbar).toMatchObject({ message: 'Error signing message' })
    expect(events).toEqual([])
  })

  it("writes the dapp's own createMessage text when it has one, and validates its parameters", async () => {
    const calls: unknown[] = []
    const { siwe } = dappSiwe({
      createMessage: (args) => {
        calls.push(args)
        return `custom text for ${args.address} nonce ${args.nonce}`
      },
    })
    const message = await siweConfigToSiwx(siwe).createMessage({
      accountAddress: wallet.address.toLowerCase(),
      chainId: 'eip155:1',
    })
    expect(message.toString()).toBe(
      `custom text for did:pkh:eip155:1:${wallet.address} nonce ${message.nonce}`,
    )
    expect(calls[0]).toMatchObject({ chainId: 1, version: '1', domain: 'app.example.org' })
    const { siwe: bad } = dappSiwe({
      getMessageParams: async () => ({ domain: '-bad.example', uri: 'https://bad.example' }),
    })
    await expect(
      siweConfigToSiwx(bad).createMessage({ accountAddress: wallet.address, chainId: 'eip155:1' }),
    ).rejects.toThrow(/^Invalid SIWX message: domain /)
  })

  it('does not ask accounts of other namespaces to sign (SIWE is EVM only)', async () => {
    const siwx = siweConfigToSiwx(dappSiwe().siwe)
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const address = 'So11111111111111111111111111111111111111112'
    expect(await siwx.getSessions(solana, address)).toHaveLength(1)
    await expect(siwx.createMessage({ accountAddress: address, chainId: solana })).rejects.toThrow(
      'SIWX does not support the namespace: solana',
    )
  })
})
