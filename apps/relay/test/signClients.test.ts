import { type OutgoingRecord, recordOutgoing } from '@appkit/test/record-outgoing'
import { verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RunningRelay, startRelay } from '../src/exports'
import { RawClient, refusedStatus, upgradeStatus } from './rawClient'
import {
  answerPersonalSign,
  type Client,
  closeClient,
  connectSession,
  createClient,
  pairAndReceive,
  propose,
  requestPersonalSign,
} from './signClients'

const account = privateKeyToAccount(generatePrivateKey())
let outgoing: OutgoingRecord
let relay: RunningRelay
let clients: Client[] = []

async function pair(url = relay.url): Promise<[Client, Client]> {
  const dapp = await createClient('dapp', url)
  const wallet = await createClient('wallet', url)
  clients.push(dapp, wallet)
  return [dapp, wallet]
}

beforeAll(() => {
  outgoing = recordOutgoing()
})
afterAll(() => outgoing.restore())
afterEach(async () => {
  await Promise.all(clients.map(closeClient))
  clients = []
  await relay.stop()
})

describe('the real @walletconnect/sign-client 2.25 clients through the local relay', () => {
  it('pairs from a wc: URI, approves, and both sides hold the same session', async () => {
    relay = await startRelay()
    const [dapp, wallet] = await pair()
    const { uri, approval } = await propose(dapp)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const proposal = await pairAndReceive(wallet, uri)
    expect(proposal.params.proposer.metadata.name).toBe('AppKit relay test dapp')
    const { acknowledged } = await wallet.approve({
      id: proposal.id,
      namespaces: {
        eip155: {
          chains: ['eip155:31337'],
          accounts: [`eip155:31337:${account.address}`],
          methods: ['personal_sign'],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    })
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${account.address}`])
    expect((await acknowledged()).topic).toBe(session.topic)
  })

  it('carries a personal_sign request to the wallet and its signature back to the dapp', async () => {
    relay = await startRelay()
    const [dapp, wallet] = await pair()
    const { dappSession } = await connectSession(dapp, wallet, account)
    answerPersonalSign(wallet, account)
    const text = 'Sign in to AppKit'
    const signature = await requestPersonalSign(dapp, dappSession.topic, account.address, text)
    expect(await verifyMessage({ address: account.address, message: text, signature })).toBe(true)
  })

  it('gives the dapp the rejection when the wallet rejects the proposal', async () => {
    relay = await startRelay()
    const [dapp, wallet] = await pair()
    const { uri, approval } = await propose(dapp)
    const proposal = await pairAndReceive(wallet, uri)
    await wallet.reject({ id: proposal.id, reason: { code: 5000, message: 'User rejected.' } })
    await expect(approval()).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
  })

  it('tells the dapp when the wallet disconnects', async () => {
    relay = await startRelay()
    const [dapp, wallet] = await pair()
    const { walletSession } = await connectSession(dapp, wallet, account)
    const deleted = new Promise<{ topic: string }>((resolve) =>
      dapp.once('session_delete', resolve),
    )
    await wallet.disconnect({
      topic: walletSession.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    expect((await deleted).topic).toBe(walletSession.topic)
    expect(dapp.session.keys).not.toContain(walletSession.topic)
  })

  it('answers the next request after the relay restarts mid-session on the same port', async () => {
    relay = await startRelay()
    const [dapp, wallet] = await pair()
    const { dappSession } = await connectSession(dapp, wallet, account)
    answerPersonalSign(wallet, account)
    const { port } = relay
    await relay.stop()
    relay = await startRelay({ port })
    // Both clients notice the dropped socket and reconnect on their own; a request sent in the few
    // milliseconds before they notice goes out on the dead socket and the client retries it ~20 s
    // later (its 15 s publish timeout, then the next 5 s heartbeat), which this test does not wait for.
    await vi.waitFor(() => expect(relay.openSockets()).toBe(2), { timeout: 15_000, interval: 20 })
    const text = 'After the restart'
    const signature = await requestPersonalSign(dapp, dappSession.topic, account.address, text)
    expect(await verifyMessage({ address: account.address, message: text, signature })).toBe(true)
  })

  it('HOSTILE C: given the relay socket drops mid-session, it reconnects once, resubscribes, and a pending request is still answered', async () => {
    relay = await startRelay()
    const [dapp, wallet] = await pair()
    const { dappSession } = await connectSession(dapp, wallet, account)
    let answer: () => Promise<void> = async () => {}
    const received = new Promise<void>((resolve) => {
      wallet.once('session_request', ({ id, topic, params }) => {
        const [message] = params.request.params as [`0x${string}`]
        answer = async () => {
          const signature = await account.signMessage({ message: { raw: message } })
          await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
        }
        resolve()
      })
    })
    const text = 'Pending across the drop'
    const pending = requestPersonalSign(dapp, dappSession.topic, account.address, text)
    await received
    const { port } = relay
    await relay.stop()
    const connects: string[] = []
    relay = await startRelay({
      port,
      log: (line) => line.endsWith(' connected') && connects.push(line),
    })
    await vi.waitFor(() => expect(relay.openSockets()).toBe(2), { timeout: 15_000, interval: 20 })
    await answer()
    const signature = await pending
    expect(await verifyMessage({ address: account.address, message: text, signature })).toBe(true)
    expect(connects).toHaveLength(2)
    expect(new Set(connects).size).toBe(2)
  })

  it("drops the dapp's stored proposal once its ttl has passed", async () => {
    let clock = Date.now()
    relay = await startRelay({ now: () => clock })
    const [dapp, wallet] = await pair()
    const { uri } = await propose(dapp)
    const pairingTopic = uri.slice('wc:'.length, uri.indexOf('@'))
    const fetch = (topics: string[]) =>
      wallet.core.relayer.request({ method: 'irn_batchFetchMessages', params: { topics } })
    const witness = await RawClient.connect(relay.url)
    const within = await witness.request('irn_batchFetchMessages', { topics: [pairingTopic] })
    await witness.close()
    expect(within.result).toMatchObject({ messages: [{ topic: pairingTopic, tag: 1100 }] })
    clock += 301_000
    expect(await fetch([pairingTopic])).toEqual({ messages: [], hasMore: false })
  })

  it('refuses an oversized message and an unknown method from the real client with JSON-RPC errors', async () => {
    relay = await startRelay({ limits: { maxMessageBytes: 16 * 1024 } })
    const [dapp, wallet] = await pair()
    const { dappSession } = await connectSession(dapp, wallet, account)
    const oversized = dapp.core.relayer.request({
      method: 'irn_publish',
      params: { topic: dappSession.topic, message: 'A'.repeat(16 * 1024 + 1), ttl: 300, tag: 1108 },
    })
    await expect(oversized).rejects.toThrow('Message too large: 16385 bytes, the limit is 16384')
    const unknown = dapp.core.relayer.request({ method: 'irn_teleport', params: {} })
    await expect(unknown).rejects.toThrow('Method not found: irn_teleport')
    answerPersonalSign(wallet, account)
    const signature = await requestPersonalSign(
      dapp,
      dappSession.topic,
      account.address,
      'still up',
    )
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it("refuses the real client's JWT once expired or altered, and accepts it otherwise", async () => {
    relay = await startRelay()
    const [dapp] = await pair()
    const jwt = await dapp.core.crypto.signJWT(relay.url)
    expect(await upgradeStatus(`${relay.url}/?auth=${jwt}`)).toBe(101)
    const [header, payload, signature] = jwt.split('.')
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())
    const altered = Buffer.from(JSON.stringify({ ...claims, sub: 'someone else' })).toString(
      'base64url',
    )
    expect(await refusedStatus(`${relay.url}/?auth=${header}.${altered}.${signature}`)).toBe(401)
    await relay.stop()
    relay = await startRelay({ now: () => (claims.exp + 1) * 1000 })
    expect(await refusedStatus(`${relay.url}/?auth=${jwt}`)).toBe(401)
  })

  it('makes no connection and no fetch beyond 127.0.0.1 in all of the above', () => {
    expect(process.env.IS_VITEST).toBeUndefined()
    expect(outgoing.connections.length).toBeGreaterThan(0)
    const foreign = outgoing.connections.filter((target) => !target.startsWith('127.0.0.1:'))
    expect(foreign).toEqual([])
    expect(outgoing.fetches).toEqual([])
  })
})
