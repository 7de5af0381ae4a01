import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_CONNECTOR_ID, hasEmbeddedWallet } from '../adapter/EmbeddedWalletCapability'
import { FRAME_POST_READY_DELAY_MS } from '../constants/timeConstants'
import { setActiveNetwork } from '../controllers/chain/chain'
import { requestSwitchNetwork } from '../controllers/chain/switchNetwork'
import { getConnector } from '../controllers/connectors/connectors'
import { createFrameMessenger } from '../controllers/frame/frameMessenger'
import { getAccountDisplayName } from '../format/getAccountDisplayName'
import { createMemoryBackend, type StorageBackend } from '../storage/StorageBackend'
import { serveEmbeddedWallet } from '../testing/embeddedWalletStandIns'
import { makeTestCore } from '../testing/makeTestCore'
import { solanaMainnet } from '../testing/networks'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { type Clock, systemClock } from '../time/clock'
import { attachAdapters } from './adapterEventsFlow'
import { disconnect, syncConnectionsAtStart } from './connectionFlow'
import {
  connectEmbeddedWallet,
  refreshEmbeddedUser,
  restoreEmbeddedWallet,
} from './embeddedWalletFlow'

const ORIGIN = 'http://127.0.0.1:4466'
// The host's timers, except that the frame's 500 ms wait after READY (SPEC §4, pinned by the
// messenger's own tests) passes at once here.
const clock: Clock = {
  ...systemClock,
  setTimeout: (callback, ms) =>
    systemClock.setTimeout(callback, ms === FRAME_POST_READY_DELAY_MS ? 0 : ms),
}
type Posted = { type: string; id?: string; payload?: unknown }

// The frame is apps/secure in a browser (its own tests and the demo's e2e run it for real); here
// it stands in at the postMessage edge, answering each request as that frame does.
function frameAnswering(answer: (message: Posted) => { ok: boolean; payload?: unknown }) {
  const posted: Posted[] = []
  let listener: ((data: unknown, origin: string) => void) | undefined
  const messenger = createFrameMessenger({
    origin: ORIGIN,
    clock,
    clearLoginData: () => posted.push({ type: 'cleared' }),
    transport: {
      post: (message) => {
        posted.push(message)
        const { ok, payload } = answer(message)
        const type = `${message.type}_${ok ? 'SUCCESS' : 'ERROR'}`
        queueMicrotask(() => listener?.({ type, id: message.id, payload }, ORIGIN))
      },
      subscribe: (l) => {
        listener = l
        return () => {}
      },
    },
  })
  listener?.({ type: 'READY' }, ORIGIN)
  return { messenger, posted }
}

const ADDRESS = '0x00000000000000000000000000000000000000a1'

/** A frame whose GET_USER answers `user` and whose other requests succeed. */
function frameWithUser(user: Record<string, unknown>) {
  return frameAnswering((message) =>
    message.type === 'GET_USER'
      ? { ok: true, payload: user }
      : { ok: true, payload: message.type === 'RPC_REQUEST' ? '0xsigned' : {} },
  )
}

function embeddedCore(storage: StorageBackend = createMemoryBackend()) {
  const made = makeTestCore(server.url, {}, { storage })
  const { sessions } = serveEmbeddedWallet(made.evm)
  attachAdapters(made.core)
  return { ...made, sessions }
}

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
})
afterAll(() => server.close())

describe('the embedded wallet as the AUTH connector', () => {
  it('SPEC §3 "Connector: ... type (... AUTH ...)" and "Account state: ... socialProvider, ... user": an e-mail login connects the AUTH connector with the frame\'s user, and Account shows the e-mail, not the address', async () => {
    const { core, evm, sessions } = embeddedCore()
    expect(hasEmbeddedWallet(evm)).toBe(true)
    const user = {
      email: 'carol@example.com',
      address: ADDRESS,
      chainId: 1,
      accounts: [{ address: ADDRESS, type: 'eoa' }],
      preferredAccountType: 'eoa',
    }
    const { messenger, posted } = frameWithUser(user)
    await connectEmbeddedWallet(core, { messenger })

    const account = core.chain.namespaces[evm.namespace]?.accountState
    expect(account?.status).toBe('connected')
    expect(account?.connectorId).toBe(AUTH_CONNECTOR_ID)
    expect(account?.address).toBe(ADDRESS)
    expect(account?.user).toEqual(user)
    expect(account?.socialProvider).toBeUndefined()
    expect(getConnector(core.connectors, AUTH_CONNECTOR_ID)?.type).toBe('AUTH')
    expect(evm.calls).toEqual([`connect:${AUTH_CONNECTOR_ID}`])
    expect(account && getAccountDisplayName(account)).toBe('carol@example.com')

    // The session the adapter got speaks the frame's messages, in no namespace's terms.
    const session = sessions[0]
    expect(await session?.request('personal_sign', ['0x68', ADDRESS])).toBe('0xsigned')
    await session?.switchNetwork(10)
    expect(posted.map(({ type, payload }) => ({ type, payload }))).toEqual([
      // SPEC §7 'getUser with chainId': the namespace's network, as a CAIP-2 id.
      { type: 'GET_USER', payload: { chainId: 'eip155:1' } },
      { type: 'RPC_REQUEST', payload: { method: 'personal_sign', params: ['0x68', ADDRESS] } },
      { type: 'SWITCH_NETWORK', payload: { chainId: 10 } },
    ])
  })

  it('SPEC §4 "E-mail change": after the change the frame\'s user is read again, and Account shows the new e-mail as its display name (SPEC §5)', async () => {
    const { core, evm } = embeddedCore()
    let email = 'before@example.com'
    const { messenger, posted } = frameAnswering((message) =>
      message.type === 'GET_USER'
        ? { ok: true, payload: { email, address: ADDRESS, chainId: 1 } }
        : { ok: true, payload: {} },
    )
    await connectEmbeddedWallet(core, { messenger })
    const account = () => core.chain.namespaces[evm.namespace]?.accountState
    expect(getAccountDisplayName(account() as never)).toBe('before@example.com')
    email = 'after@example.com'
    await expect(refreshEmbeddedUser(core, messenger)).resolves.toMatchObject({ email })
    expect(account()?.status).toBe('connected')
    expect(account()?.address).toBe(ADDRESS)
    expect(getAccountDisplayName(account() as never)).toBe('after@example.com')
    expect(posted.filter(({ type }) => type === 'GET_USER')).toHaveLength(2)
  })

  it('SPEC §2 switch rule "the wallet is the e-mail/social wallet and the target chain supports it" runs for the AUTH connector: a Solana target opens SwitchNetwork, not SwitchActiveChain', async () => {
    const { core, evm } = embeddedCore()
    await connectEmbeddedWallet(core, {
      messenger: frameWithUser({ email: 'a@b.io', address: ADDRESS, chainId: 1 }).messenger,
    })
    const connectorId = core.chain.namespaces[evm.namespace]?.accountState.connectorId ?? ''
    const connectorType = getConnector(core.connectors, connectorId)?.type
    expect(connectorType).toBe('AUTH')
    const context = { chain: core.chain, router: core.router }
    expect(requestSwitchNetwork({ ...context, connectorType }, solanaMainnet)).toBe('SwitchNetwork')
    expect(requestSwitchNetwork(context, solanaMainnet)).toBe('SwitchActiveChain')
  })

  it('SPEC §5 "Display name: social username (trailing 0 removed for discord)": a discord login shows the username, and a reload restores user and social provider through the reconnect', async () => {
    const storage = createMemoryBackend()
    const user = { email: 'alice@discord.test', userName: 'alice0', address: ADDRESS, chainId: 1 }
    const first = embeddedCore(storage)
    await connectEmbeddedWallet(first.core, {
      messenger: frameWithUser(user).messenger,
      socialProvider: 'discord',
    })
    const account = first.core.chain.namespaces[first.evm.namespace]?.accountState
    expect(account?.socialProvider).toBe('discord')
    expect(account && getAccountDisplayName(account)).toBe('alice')

    // The reload: a new instance on the same storage, the frame's stored session, then SPEC §4's
    // reconnect at start.
    const reloaded = embeddedCore(storage)
    await restoreEmbeddedWallet(reloaded.core, frameWithUser(user).messenger)
    expect(await syncConnectionsAtStart(reloaded.core, reloaded.evm.namespace)).toEqual([
      AUTH_CONNECTOR_ID,
    ])
    const restored = reloaded.core.chain.namespaces[reloaded.evm.namespace]?.accountState
    expect(restored?.status).toBe('connected')
    expect(restored?.user?.userName).toBe('alice0')
    expect(restored?.socialProvider).toBe('discord')
    expect(restored && getAccountDisplayName(restored)).toBe('alice')
  })

  it('SPEC §4 "Reset goes to disconnected, clears all account fields": disconnecting clears the user, the social provider and the stored provider', async () => {
    const storage = createMemoryBackend()
    const { core, evm } = embeddedCore(storage)
    await connectEmbeddedWallet(core, {
      messenger: frameWithUser({ userName: 'bob', address: ADDRESS, chainId: 1 }).messenger,
      socialProvider: 'github',
    })
    expect(storage.getItem('@appkit-wallet/connected_social')).toBe('"github"')
    await disconnect(core, evm.namespace)
    const account = core.chain.namespaces[evm.namespace]?.accountState
    expect(account?.status).toBe('disconnected')
    expect(account?.user).toBeUndefined()
    expect(account?.socialProvider).toBeUndefined()
    expect(storage.getItem('@appkit-wallet/connected_social')).toBeNull()
  })

  it('SPEC §1 "Embedded e-mail/social login works only on eip155 and solana": the active namespace serves it when its adapter can; with no such adapter, \'No auth connector found\'', async () => {
    const { core, solana } = makeTestCore(server.url)
    const { messenger, posted } = frameWithUser({
      email: 'a@b.io',
      address: 'So1ana',
      chainId: 'mainnet',
    })
    await expect(connectEmbeddedWallet(core, { messenger })).rejects.toThrow(
      'No auth connector found',
    )
    serveEmbeddedWallet(solana)
    attachAdapters(core)
    setActiveNetwork(core.chain, solanaMainnet)
    await connectEmbeddedWallet(core, { messenger })
    expect(core.chain.namespaces[solana.namespace]?.accountState.connectorId).toBe(
      AUTH_CONNECTOR_ID,
    )
    expect(core.chain.namespaces[solana.namespace]?.accountState.user?.email).toBe('a@b.io')
    // The frame is asked for the user on the Solana network, so it answers the Solana account.
    expect(posted.filter((message) => message.type === 'GET_USER').at(-1)?.payload).toEqual({
      chainId: solanaMainnet.caipNetworkId,
    })
  })

  it('a frame that answers GET_USER without an address is refused before any connector is added', async () => {
    const { core, sessions } = embeddedCore()
    const { messenger } = frameWithUser({ email: 'a@b.io' })
    await expect(connectEmbeddedWallet(core, { messenger })).rejects.toThrow('An error occurred')
    expect(sessions).toEqual([])
  })
})
