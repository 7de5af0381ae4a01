import { type OutgoingRecord, recordOutgoing } from '@appkit/test/record-outgoing'
import { verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RunningRedis, type RunningRelay, startRedisServer, startRelay } from '../src/exports'
import {
  answerPersonalSign,
  type Client,
  chainId,
  closeClient,
  createClient,
  pairAndReceive,
  propose,
  requestPersonalSign,
} from './signClients'

const account = privateKeyToAccount(generatePrivateKey())
let outgoing: OutgoingRecord
let redis: RunningRedis
let relays: RunningRelay[] = []
let clients: Client[] = []

async function client(role: 'dapp' | 'wallet', url: string): Promise<Client> {
  const created = await createClient(role, url)
  clients.push(created)
  return created
}

const namespaces = {
  eip155: {
    chains: [chainId],
    accounts: [`${chainId}:${account.address}`],
    methods: ['personal_sign'],
    events: ['accountsChanged', 'chainChanged'],
  },
}

beforeAll(async () => {
  outgoing = recordOutgoing()
  redis = await startRedisServer()
})
afterAll(async () => {
  outgoing.restore()
  await redis.stop()
})
afterEach(async () => {
  await Promise.all(clients.map(closeClient))
  clients = []
  await Promise.all(relays.map((relay) => relay.stop()))
  relays = []
})

describe('the real @walletconnect/sign-client 2.25 clients on relays sharing one Redis', () => {
  it('a dapp on relay A and a wallet on relay B pair, sign a message and disconnect', async () => {
    const prefix = `a-b-${Date.now()}:`
    const a = await startRelay({ redisUrl: redis.url, redisKeyPrefix: prefix })
    const b = await startRelay({ redisUrl: redis.url, redisKeyPrefix: prefix })
    relays.push(a, b)
    const dapp = await client('dapp', a.url)
    const wallet = await client('wallet', b.url)
    const { uri, approval } = await propose(dapp)
    const proposal = await pairAndReceive(wallet, uri)
    const { acknowledged } = await wallet.approve({ id: proposal.id, namespaces })
    const dappSession = await approval()
    expect((await acknowledged()).topic).toBe(dappSession.topic)
    expect(a.openSockets()).toBe(1)
    expect(b.openSockets()).toBe(1)

    answerPersonalSign(wallet, account)
    const text = 'Signed across two relays'
    const signature = await requestPersonalSign(dapp, dappSession.topic, account.address, text)
    expect(await verifyMessage({ address: account.address, message: text, signature })).toBe(true)

    const deleted = new Promise<{ topic: string }>((resolve) =>
      wallet.once('session_delete', resolve),
    )
    await dapp.disconnect({
      topic: dappSession.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    expect((await deleted).topic).toBe(dappSession.topic)
    expect(wallet.session.keys).not.toContain(dappSession.topic)
  })

  it('loses no message when the relay restarts mid-pairing: the proposal sent before reaches the wallet after', async () => {
    const prefix = `restart-${Date.now()}:`
    let relay = await startRelay({ redisUrl: redis.url, redisKeyPrefix: prefix })
    relays.push(relay)
    const dapp = await client('dapp', relay.url)
    const { uri, approval } = await propose(dapp)
    const { port } = relay
    await relay.stop()
    relays = []
    relay = await startRelay({ port, redisUrl: redis.url, redisKeyPrefix: prefix })
    relays.push(relay)
    const wallet = await client('wallet', relay.url)
    const proposal = await pairAndReceive(wallet, uri)
    expect(proposal.params.proposer.metadata.name).toBe('AppKit relay test dapp')
    const { acknowledged } = await wallet.approve({ id: proposal.id, namespaces })
    // The dapp reconnects on its own and gets the answer published while it was away.
    const dappSession = await approval()
    expect((await acknowledged()).topic).toBe(dappSession.topic)
    await vi.waitFor(() => expect(relay.openSockets()).toBe(2), { timeout: 15_000, interval: 20 })
    answerPersonalSign(wallet, account)
    const text = 'After the restart mid-pairing'
    const signature = await requestPersonalSign(dapp, dappSession.topic, account.address, text)
    expect(await verifyMessage({ address: account.address, message: text, signature })).toBe(true)
  })

  it('makes no connection and no fetch beyond 127.0.0.1 in all of the above', () => {
    expect(outgoing.connections.length).toBeGreaterThan(0)
    const foreign = outgoing.connections.filter((target) => !target.startsWith('127.0.0.1:'))
    expect(foreign).toEqual([])
    expect(outgoing.fetches).toEqual([])
  })
})
