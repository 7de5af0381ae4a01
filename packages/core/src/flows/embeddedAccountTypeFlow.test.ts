import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_CONNECTOR_ID, type EmbeddedWalletSession } from '../adapter/EmbeddedWalletCapability'
import type { TestAdapter } from '../testing/adapter'
import { makeTestCore } from '../testing/makeTestCore'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { attachAdapters } from './adapterEventsFlow'
import {
  isSmartAccountEnabled,
  loadSmartAccountNetworks,
  toggleEmbeddedAccountType,
} from './embeddedAccountTypeFlow'
import { connectEmbeddedWallet, type EmbeddedWalletMessenger } from './embeddedWalletFlow'

const EOA = '0x00000000000000000000000000000000000000e0'
const SMART = '0x000000000000000000000000000000000000005a'

/**
 * The frame stands in at the messenger edge as apps/secure answers (its own tests run it against
 * a real bundler): GET_USER the account in use, SET_PREFERRED_ACCOUNT switching it, or refusing a
 * switch to the smart account while `bundlerDown` (the account then stays on the EOA).
 */
function smartFrame() {
  const state = { type: 'smartAccount' as 'eoa' | 'smartAccount', bundlerDown: false }
  const sent: string[] = []
  const messenger: EmbeddedWalletMessenger = {
    request: async (type, payload) => {
      sent.push(type)
      if (type === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS') return { smartAccountEnabledNetworks: [1] }
      if (type === 'SET_PREFERRED_ACCOUNT') {
        const next = (payload as { type: 'eoa' | 'smartAccount' }).type
        if (next === 'smartAccount' && state.bundlerDown) {
          state.type = 'eoa'
          throw new Error('The smart account is unavailable: its bundler did not answer')
        }
        state.type = next
        return {}
      }
      if (type === 'GET_USER')
        return {
          address: state.type === 'smartAccount' ? SMART : EOA,
          chainId: 1,
          preferredAccountType: state.type,
          smartAccountDeployed: false,
        }
      return {}
    },
    disconnect: async () => {},
  }
  return { messenger, state, sent }
}

/** The embedded wallet capability as the EVM adapter has it: a new address is reported. */
function serveEmbedded(adapter: TestAdapter) {
  let session: EmbeddedWalletSession | undefined
  Object.assign(adapter, {
    setEmbeddedWallet: async (next: EmbeddedWalletSession) => {
      const changed = session && session.address !== next.address
      session = next
      const connector = {
        id: AUTH_CONNECTOR_ID,
        type: 'AUTH' as const,
        name: 'Embedded wallet',
        chain: adapter.namespace,
      }
      adapter.connectors.splice(0, adapter.connectors.length, connector)
      adapter.emit({ type: 'connectorsChanged', connectors: [connector] })
      if (changed)
        adapter.emit({
          type: 'accountsChanged',
          connectorId: AUTH_CONNECTOR_ID,
          accounts: [{ caipAddress: `eip155:1:${next.address}`, purpose: 'eoa' }],
        })
    },
    connect: async () => ({ caipAddress: `eip155:1:${session?.address}`, accounts: [] }),
  })
}

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
})
afterAll(() => server.close())

async function connected() {
  const made = makeTestCore(server.url)
  serveEmbedded(made.evm)
  attachAdapters(made.core)
  const frame = smartFrame()
  await connectEmbeddedWallet(made.core, { messenger: frame.messenger })
  // The embedded wallet's namespace: the test adapter's own, as the modal would ask for it.
  const namespace = made.evm.namespace
  const account = () => made.core.chain.namespaces[namespace]?.accountState
  return { core: made.core, frame, account, namespace }
}

describe("the embedded wallet's account type", () => {
  it('SPEC §3 "smartAccountEnabledNetworks": read from the frame; the toggle is offered only on such a network', async () => {
    const { core, frame, account, namespace } = await connected()
    expect(account()).toMatchObject({ address: SMART, preferredAccountType: 'smartAccount' })
    expect(isSmartAccountEnabled(core, namespace)).toBe(false)
    await expect(loadSmartAccountNetworks(core, frame.messenger, namespace)).resolves.toEqual([1])
    expect(core.chain.namespaces[namespace]?.networkState.smartAccountEnabledNetworks).toEqual([1])
    expect(isSmartAccountEnabled(core, namespace)).toBe(true)
  })

  it('SPEC §4 "Preferred account type toggles between eoa and smartAccount (smart only if enabled and current is eoa)": the address follows the type, there and back', async () => {
    const { core, frame, account, namespace } = await connected()
    await loadSmartAccountNetworks(core, frame.messenger, namespace)
    await expect(toggleEmbeddedAccountType(core, frame.messenger, namespace)).resolves.toEqual({
      type: 'eoa',
      fellBack: false,
    })
    expect(account()).toMatchObject({ address: EOA, preferredAccountType: 'eoa' })
    await expect(toggleEmbeddedAccountType(core, frame.messenger, namespace)).resolves.toEqual({
      type: 'smartAccount',
      fellBack: false,
    })
    expect(account()).toMatchObject({ address: SMART, preferredAccountType: 'smartAccount' })
  })

  it('SPEC §4 "On error falls back to EOA": a refused switch to the smart account leaves the EOA in use, reported as a fallback', async () => {
    const { core, frame, account, namespace } = await connected()
    await loadSmartAccountNetworks(core, frame.messenger, namespace)
    await toggleEmbeddedAccountType(core, frame.messenger, namespace)
    frame.state.bundlerDown = true
    await expect(toggleEmbeddedAccountType(core, frame.messenger, namespace)).resolves.toEqual({
      type: 'eoa',
      fellBack: true,
    })
    expect(account()).toMatchObject({ address: EOA, preferredAccountType: 'eoa' })
  })
})
