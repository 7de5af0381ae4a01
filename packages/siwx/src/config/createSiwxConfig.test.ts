import { createMemoryBackend, type StorageBackend } from '@appkit/core'
import { account } from '@appkit/core/controllers'
import { cancelSiwx, requestSiwxAfterConnection, signInWithSiwx } from '@appkit/core/flows'
import { makeTestCore, startTestServer, type TestServer } from '@appkit/core/testing'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SiwxVerificationError } from '../errors/SiwxVerificationError'
import { UnsupportedSiwxNamespaceError } from '../errors/UnsupportedSiwxNamespaceError'
import { createSiwxSessionStorage } from '../storage/createSiwxSessionStorage'
import { p2trSigner } from '../verifiers/bip122/bip122Signers.fixture'
import { createEip155Verifier } from '../verifiers/createEip155Verifier'
import { type CreateSiwxConfigParameters, createSiwxConfig } from './createSiwxConfig'

// The analytics sink core reports SIWX errors to: a real HTTP server on 127.0.0.1.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
})
afterAll(() => server.close())

const wallet = privateKeyToAccount(generatePrivateKey())
const other = privateKeyToAccount(generatePrivateKey())
const site = { domain: 'app.example.org', uri: 'https://app.example.org/' }

function config(backend: StorageBackend, overrides: CreateSiwxConfigParameters = {}) {
  return createSiwxConfig({
    ...site,
    statement: 'Sign in to Example',
    storage: createSiwxSessionStorage({ backend }),
    ...overrides,
  })
}

/** A core instance connected with `wallet` on eip155:1, whose adapter signs with `signer`. */
function connectedCore(siwx: ReturnType<typeof createSiwxConfig>, signer = wallet) {
  const setup = makeTestCore(server.url, { siwx })
  setup.evm.signMessage = ({ message }) => signer.signMessage({ message })
  account.setChainAccountData(setup.core.chain, 'eip155', {
    // Wallets often report lower case; the message carries the EIP-55 form.
    address: wallet.address.toLowerCase(),
    caipAddress: `eip155:1:${wallet.address.toLowerCase()}`,
    status: 'connected',
    connectorId: 'injected',
  })
  return setup
}

describe('createSiwxConfig with core’s SIWX flow', () => {
  it('SPEC §4: after connecting, SIWXSignMessage opens; signing stores a verified session that survives a reload', async () => {
    const backend = createMemoryBackend()
    const siwx = config(backend, { required: true })
    const { core } = connectedCore(siwx)
    await expect(requestSiwxAfterConnection(core)).resolves.toBe(true)
    expect(core.router.view).toBe('SIWXSignMessage')
    await signInWithSiwx(core)
    expect(core.siwx.hasSession).toBe(true)
    const [session] = await siwx.getSessions('eip155:1', wallet.address)
    expect(session?.data).toMatchObject({
      accountAddress: wallet.address,
      chainId: 'eip155:1',
      domain: 'app.example.org',
      statement: 'Sign in to Example',
    })
    expect(session?.message.split('\n')[0]).toBe(
      'app.example.org wants you to sign in with your Ethereum account:',
    )
    // A reload: a new config and a new core over the same storage backend need no new sign-in.
    const { core: reloaded } = connectedCore(config(backend, { required: true }))
    await expect(requestSiwxAfterConnection(reloaded)).resolves.toBe(false)
    expect(reloaded.siwx.hasSession).toBe(true)
  })

  it("SPEC §8: a signature by another key is refused with the toast 'Error signing message', and nothing is stored", async () => {
    const backend = createMemoryBackend()
    const siwx = config(backend)
    const { core } = connectedCore(siwx, other)
    await requestSiwxAfterConnection(core)
    await expect(signInWithSiwx(core)).rejects.toEqual(
      expect.objectContaining({ failure: 'invalid-signature' }),
    )
    expect(core.snackbar).toMatchObject({ message: 'Error signing message', variant: 'error' })
    expect(core.siwx.hasSession).toBe(false)
    expect(backend.keys()).toEqual([])
  })

  it('SPEC §4: cancelling when required without a session disconnects', async () => {
    const { core, evm } = connectedCore(config(createMemoryBackend(), { required: true }))
    await requestSiwxAfterConnection(core)
    await expect(cancelSiwx(core)).resolves.toBe('disconnected')
    expect(evm.calls).toContain('disconnect')
  })
})

describe('createSiwxConfig refusals (nothing stored)', () => {
  async function signedMessage(siwx = config(createMemoryBackend()), signer = wallet) {
    const message = (
      await siwx.createMessage({ accountAddress: wallet.address, chainId: 'eip155:1' })
    ).toString()
    return { siwx, message, signature: await signer.signMessage({ message }) }
  }
  const add = (
    siwx: ReturnType<typeof createSiwxConfig>,
    message: string,
    signature: string,
    chainId = 'eip155:1',
  ) => siwx.addSession({ message, signature, chainId, accountAddress: wallet.address })

  it('refuses a replayed nonce: the same signed message is accepted once', async () => {
    const { siwx, message, signature } = await signedMessage()
    await add(siwx, message, signature)
    await expect(add(siwx, message, signature)).rejects.toEqual(
      expect.objectContaining({ failure: 'nonce-mismatch' }),
    )
    expect(await siwx.getSessions('eip155:1', wallet.address)).toHaveLength(1)
  })

  it('refuses a nonce this config never issued, and a nonce past its lifetime', async () => {
    const { message, signature } = await signedMessage()
    const backend = createMemoryBackend()
    const stranger = config(backend)
    await expect(add(stranger, message, signature)).rejects.toThrow(SiwxVerificationError)
    expect(backend.keys()).toEqual([])
    let time = Date.now()
    const siwx = config(createMemoryBackend(), { now: () => time })
    const late = await signedMessage(siwx)
    time += 600_001
    await expect(add(siwx, late.message, late.signature)).rejects.toEqual(
      expect.objectContaining({ failure: 'nonce-mismatch' }),
    )
  })

  it('refuses a message for another chain than the connected one, and one built for another site', async () => {
    const { siwx, message, signature } = await signedMessage()
    await expect(add(siwx, message, signature, 'eip155:10')).rejects.toEqual(
      expect.objectContaining({ failure: 'chain-mismatch' }),
    )
    const elsewhere = config(createMemoryBackend(), { domain: 'evil.example' })
    const foreign = await signedMessage(elsewhere)
    const victim = config(createMemoryBackend())
    // The victim issued the nonce, but the text names another domain.
    const nonce = (
      await victim.createMessage({ accountAddress: wallet.address, chainId: 'eip155:1' })
    ).nonce
    const text = foreign.message.replace(/Nonce: .*/, `Nonce: ${nonce}`)
    await expect(add(victim, text, await wallet.signMessage({ message: text }))).rejects.toEqual(
      expect.objectContaining({ failure: 'domain-mismatch' }),
    )
  })

  it('refuses a namespace without a verifier before issuing a nonce', async () => {
    await expect(
      config(createMemoryBackend(), { verifiers: [createEip155Verifier()] }).createMessage({
        accountAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
        chainId: 'bip122:000000000019d6689c085ae165831e93',
      }),
    ).rejects.toThrow(UnsupportedSiwxNamespaceError)
  })

  it('does not count a hand-edited stored session (address changed, expiry extended, signature forged) as signed in (HOSTILE §D)', async () => {
    const backend = createMemoryBackend()
    const { message, signature } = await signedMessage(config(backend))
    const siwx = config(backend)
    const key = `@appkit-wallet/siwx_sessions/eip155:1:${wallet.address.toLowerCase()}`
    const write = (entries: unknown) => backend.setItem(key, JSON.stringify(entries))

    write([{ message, signature }])
    expect(await siwx.getSessions('eip155:1', wallet.address)).toHaveLength(1)

    write([
      { message: message.replace(/Expiration Time: \d{4}/, 'Expiration Time: 2999'), signature },
    ])
    expect(await siwx.getSessions('eip155:1', wallet.address)).toEqual([])

    write([{ message, signature: await other.signMessage({ message }) }])
    expect(await siwx.getSessions('eip155:1', wallet.address)).toEqual([])

    const otherKey = `@appkit-wallet/siwx_sessions/eip155:1:${other.address.toLowerCase()}`
    backend.setItem(otherKey, JSON.stringify([{ message, signature }]))
    expect(await siwx.getSessions('eip155:1', other.address)).toEqual([])
  })

  it('signs out one account on one network', async () => {
    const backend = createMemoryBackend()
    const { siwx, message, signature } = await signedMessage(config(backend))
    await add(siwx, message, signature)
    await siwx.deleteSessions('eip155:1', wallet.address)
    expect(await siwx.getSessions('eip155:1', wallet.address)).toEqual([])
  })
})

describe('createSiwxConfig across namespaces', () => {
  it('signs in a Solana (ed25519) and a Bitcoin taproot account with real keys, each found only under its own network and address', async () => {
    const siwx = config(createMemoryBackend())
    const secretKey = ed25519.utils.randomPrivateKey()
    const solanaAddress = base58.encode(ed25519.getPublicKey(secretKey))
    const solanaChain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const solanaMessage = (
      await siwx.createMessage({ accountAddress: solanaAddress, chainId: solanaChain })
    ).toString()
    await siwx.addSession({
      message: solanaMessage,
      signature: base58.encode(ed25519.sign(new TextEncoder().encode(solanaMessage), secretKey)),
      chainId: solanaChain,
      accountAddress: solanaAddress,
    })

    const bitcoin = p2trSigner()
    const bitcoinChain = 'bip122:000000000019d6689c085ae165831e93'
    const bitcoinMessage = (
      await siwx.createMessage({ accountAddress: bitcoin.address, chainId: bitcoinChain })
    ).toString()
    await siwx.addSession({
      message: bitcoinMessage,
      signature: bitcoin.sign(bitcoinMessage),
      chainId: bitcoinChain,
      accountAddress: bitcoin.address,
    })

    expect(await siwx.getSessions(solanaChain, solanaAddress)).toHaveLength(1)
    expect(await siwx.getSessions(bitcoinChain, bitcoin.address)).toHaveLength(1)
    expect(await siwx.getSessions(solanaChain, bitcoin.address)).toEqual([])
    expect(
      await siwx.getSessions('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', solanaAddress),
    ).toEqual([])
  })
})

describe('createSiwxConfig() with its defaults', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("is enabled in one line: the page's own location as domain and URI, sessions in localStorage that a reload finds", async () => {
    // Node has neither a page location nor localStorage: these stand-ins are that edge.
    const items = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      get length() {
        return items.size
      },
      key: (index: number) => [...items.keys()][index] ?? null,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    })
    vi.stubGlobal('location', new URL('https://app.example.org/login?next=1'))
    const siwx = createSiwxConfig()
    const message = await siwx.createMessage({
      accountAddress: wallet.address,
      chainId: 'eip155:1',
    })
    expect(message).toMatchObject({
      domain: 'app.example.org',
      uri: 'https://app.example.org/login?next=1',
    })
    expect(Date.parse(message.expirationTime as string) - Date.parse(message.issuedAt)).toBe(
      86_400_000,
    )
    const text = message.toString()
    await siwx.addSession({
      message: text,
      signature: await wallet.signMessage({ message: text }),
      chainId: 'eip155:1',
      accountAddress: wallet.address,
    })
    expect([...items.keys()]).toEqual([
      `@appkit-wallet/siwx_sessions/eip155:1:${wallet.address.toLowerCase()}`,
    ])
    expect(await createSiwxConfig().getSessions('eip155:1', wallet.address)).toHaveLength(1)
  })

  it('refuses to sign in without a page location or a configured domain, instead of signing for no site', async () => {
    const siwx = createSiwxConfig()
    await expect(
      siwx.createMessage({ accountAddress: wallet.address, chainId: 'eip155:1' }),
    ).rejects.toThrow(/^Invalid SIWX message: domain /)
  })
})
