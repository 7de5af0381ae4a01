import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCookieBackend } from '@appkit/core'
import { account as accountController } from '@appkit/core/controllers'
import {
  getSiwxSession,
  requestSiwxAfterConnection,
  signInWithSiwx,
  signOutWithSiwx,
} from '@appkit/core/flows'
import { makeTestCore } from '@appkit/core/testing'
import {
  createSiwxApiConfig,
  createSiwxApiStorage,
  parseSiwxSessionCookie,
  type SiwxApiSession,
} from '@appkit/siwx'
import {
  type DevnetChain,
  devAccountFactoryArtifact,
  devnetPublicClient,
  devnetViemChain,
} from '@appkit/test'
import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  parseEther,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { devnetApiConfig } from '../devnetApiConfig'
import { type RunningApiServer, startApiServer } from '../server/startApiServer'

// The page the dapp runs on: the API's default project allows http://localhost:* (config.ts).
const site = { domain: 'localhost:5173', uri: 'http://localhost:5173/' }

/** A browser's cookie jar for one site: applies Set-Cookie values, sends the Cookie header. */
function cookieJar() {
  const cookies = new Map<string, string>()
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    set(setCookie: string) {
      const [pair = '', ...attributes] = setCookie.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index)
      if (attributes.some((a) => a.trim() === 'Max-Age=0')) cookies.delete(name)
      else cookies.set(name, pair.slice(index + 1))
    },
  }
}

/**
 * A dapp in the browser: core with the SIWX option on apps/api, its sessions' ids in cookies,
 * and a connected EVM account whose wallet signs with `sign`.
 */
function dapp(
  api: RunningApiServer,
  jar: ReturnType<typeof cookieJar>,
  address: Address,
  sign: (message: string) => Promise<string>,
) {
  const storage = createSiwxApiStorage({
    apiUrl: api.url,
    backend: createCookieBackend({ read: jar.header, write: jar.set }),
  })
  const siwx = createSiwxApiConfig({ storage, ...site, required: true })
  const setup = makeTestCore(api.url, { siwx })
  const signed: string[] = []
  setup.evm.signMessage = ({ message }) => {
    signed.push(message)
    return sign(message)
  }
  accountController.setChainAccountData(setup.core.chain, 'eip155', {
    address,
    caipAddress: `eip155:1:${address}`,
    status: 'connected',
    connectorId: 'injected',
  })
  return { ...setup, storage, siwx, signed }
}

/** Test setup on the devnet node itself: a DevAccountFactory deployed from a fresh funded key. */
async function deployAccountFactory(chain: DevnetChain): Promise<Address> {
  const deployer = privateKeyToAccount(generatePrivateKey())
  const reader = devnetPublicClient(chain)
  await reader.request({
    method: 'anvil_setBalance' as 'eth_chainId',
    params: [deployer.address, toHex(parseEther('1'))] as never,
  })
  const wallet = createWalletClient({
    account: deployer,
    chain: devnetViemChain(chain),
    transport: http(chain.rpcUrl),
  })
  const receipt = await reader.waitForTransactionReceipt({
    hash: await wallet.deployContract(devAccountFactoryArtifact),
  })
  if (!receipt.contractAddress) throw new Error('DevAccountFactory did not deploy')
  return receipt.contractAddress
}

describe('server SIWX sessions through core’s flow and @appkit/siwx (real apps/api on 127.0.0.1, PGlite on disk)', () => {
  const devnet = inject('devnet')
  const chain = devnet.chains.find((c) => c.chainId === 1)
  if (!chain) throw new Error('no devnet chain 1')
  let dataDir: string
  let api: RunningApiServer
  const start = () =>
    startApiServer({
      ...devnetApiConfig(devnet),
      logger: false,
      indexer: false,
      database: { dataDir },
    })
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'appkit-siwx-sessions-'))
    api = await start()
  })
  afterAll(async () => {
    await api?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('signs in with a real key, keeps the session across an apps/api restart on the same PGlite directory, reads it from the cookie on the server, and sign-out revokes it with the owner’s signature', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const jar = cookieJar()
    const sign = (message: string) => owner.signMessage({ message })
    const first = dapp(api, jar, owner.address, sign)
    await expect(requestSiwxAfterConnection(first.core)).resolves.toBe(true)
    await signInWithSiwx(first.core)
    expect(first.core.siwx.session).toEqual({ chainId: 'eip155:1', accountAddress: owner.address })
    const [ref] = parseSiwxSessionCookie(jar.header())
    expect(ref).toMatchObject({ chainId: 'eip155:1', accountAddress: owner.address })
    // The nonce was the server's: the signed text carries it, and it is spent.
    expect(first.signed[0]).toMatch(/\nNonce: [A-Za-z0-9]{16}\n/)

    await api.close()
    api = await start()

    // A reload: a new page instance with the same cookies, against the restarted server.
    const reloaded = dapp(api, jar, owner.address, sign)
    await expect(requestSiwxAfterConnection(reloaded.core)).resolves.toBe(false)
    const session = (await getSiwxSession(reloaded.core)) as SiwxApiSession
    expect(session).toMatchObject({ id: ref?.id, data: { accountAddress: owner.address } })
    expect(session.expiresAt).toBe(new Date(session.data.expirationTime ?? '').toISOString())
    // The server renderer: only the request's Cookie header, nothing written.
    const ssr = createSiwxApiStorage({
      apiUrl: api.url,
      backend: createCookieBackend({ read: () => jar.header(), write: () => {} }),
    })
    expect((await ssr.getAll()).map((s) => s.id)).toEqual([ref?.id])

    await signOutWithSiwx(reloaded.core)
    expect(reloaded.signed).toEqual([`Revoke AppKit session ${ref?.id}`])
    expect((await fetch(`${api.url}/v1/sessions/${ref?.id}`)).status).toBe(404)
    expect(parseSiwxSessionCookie(jar.header())).toEqual([])
    expect(reloaded.core.siwx.hasSession).toBe(false)
    const again = dapp(api, jar, owner.address, sign)
    await expect(requestSiwxAfterConnection(again.core)).resolves.toBe(true)
  })

  it('a refused sign-in (another key’s signature) stores nothing, shows the error toast and records SIWX_AUTH_ERROR', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const stranger = privateKeyToAccount(generatePrivateKey())
    const jar = cookieJar()
    const page = dapp(api, jar, owner.address, (message) => stranger.signMessage({ message }))
    const before = await api.ctx.db.query('SELECT id FROM sessions')
    await expect(signInWithSiwx(page.core)).rejects.toMatchObject({
      name: 'SiwxApiError',
      status: 401,
    })
    expect(page.core.snackbar).toMatchObject({ message: 'Error signing message' })
    expect(page.core.events.lastEvent).toMatchObject({ event: 'SIWX_AUTH_ERROR' })
    expect(await api.ctx.db.query('SELECT id FROM sessions')).toHaveLength(before.length)
    expect(parseSiwxSessionCookie(jar.header())).toEqual([])
  })

  it('ERC-6492: a not-yet-deployed smart account signs in through the same flow (owner key wrapped with its factory call), and another key is refused', async () => {
    const reader = devnetPublicClient(chain)
    const factory = await deployAccountFactory(chain)
    const owner = privateKeyToAccount(generatePrivateKey())
    const salt = keccak256(toHex(`siwx-${Date.now()}`))
    const account = await reader.readContract({
      address: factory,
      abi: devAccountFactoryArtifact.abi,
      functionName: 'accountAddress',
      args: [owner.address, salt],
    })
    const data = encodeFunctionData({
      abi: devAccountFactoryArtifact.abi,
      functionName: 'deploy',
      args: [owner.address, salt],
    })
    const wrapped = (signer: typeof owner) => async (message: string) =>
      serializeErc6492Signature({
        address: factory,
        data,
        signature: (await signer.signMessage({ message })) as Hex,
      })

    const forged = dapp(
      api,
      cookieJar(),
      account,
      wrapped(privateKeyToAccount(generatePrivateKey())),
    )
    await expect(signInWithSiwx(forged.core)).rejects.toMatchObject({ status: 401 })

    const jar = cookieJar()
    const page = dapp(api, jar, account, wrapped(owner))
    await signInWithSiwx(page.core)
    const [ref] = parseSiwxSessionCookie(jar.header())
    expect(ref).toMatchObject({ chainId: 'eip155:1', accountAddress: account })
    expect(await reader.getCode({ address: account })).toBeUndefined()
    await signOutWithSiwx(page.core)
    expect((await fetch(`${api.url}/v1/sessions/${ref?.id}`)).status).toBe(404)
  })
})
