// Stand-ins for the embedded wallet's two edges in tests that cannot run the secure site's
// cross-origin frame (happy-dom, plain Node): the frame's messenger, answering as apps/secure
// does, and an adapter's embedded wallet capability. apps/secure's own tests run the real frame
// server with a real bundler; the demo's Chromium specs drive the real frame.
import { AUTH_CONNECTOR_ID, type EmbeddedWalletSession } from '../adapter/EmbeddedWalletCapability'
import type { CaipAddress } from '../caip/caipTypes'
import type { EmbeddedWalletMessenger } from '../flows/embeddedWalletFlow'
import type { TestAdapter } from './adapter'

export type EmbeddedAccountType = 'eoa' | 'smartAccount'

/** The stand-in frame's state: the account type in use, and whether the bundler answers. */
export type SmartAccountFrameState = { type: EmbeddedAccountType; bundlerDown: boolean }

/** The EOA and smart account addresses the stand-in frame reports. */
export const STAND_IN_EOA = '0x00000000000000000000000000000000000000e0'
export const STAND_IN_SMART_ACCOUNT = '0x000000000000000000000000000000000000005a'

/**
 * A frame messenger that answers as apps/secure does for a user with a smart account on chain 1:
 * GET_USER gives the account in use, SET_PREFERRED_ACCOUNT switches it, and a switch to the smart
 * account while `state.bundlerDown` is refused with apps/secure's message (the EOA stays in use).
 * `sent` records each request type in order.
 */
export function makeSmartAccountFrame(initial: EmbeddedAccountType = 'smartAccount'): {
  messenger: EmbeddedWalletMessenger
  state: SmartAccountFrameState
  sent: string[]
} {
  const state: SmartAccountFrameState = { type: initial, bundlerDown: false }
  const sent: string[] = []
  const messenger: EmbeddedWalletMessenger = {
    request: async (type, payload) => {
      sent.push(type)
      if (type === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS') return { smartAccountEnabledNetworks: [1] }
      if (type === 'SET_PREFERRED_ACCOUNT') {
        const next = (payload as { type: EmbeddedAccountType }).type
        if (next === 'smartAccount' && state.bundlerDown) {
          state.type = 'eoa'
          throw new Error('The smart account is unavailable: its bundler did not answer')
        }
        state.type = next
        return {}
      }
      if (type === 'GET_USER')
        return {
          address: state.type === 'smartAccount' ? STAND_IN_SMART_ACCOUNT : STAND_IN_EOA,
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

/**
 * Gives a test adapter the embedded wallet capability as an adapter implements it: each session
 * becomes its AUTH connector (announced by connectorsChanged), a session with a new address is
 * announced by accountsChanged, and connect/reconnect of the AUTH connector answer with the
 * latest session's account (other connectors keep the adapter's own behaviour).
 */
export function serveEmbeddedWallet(adapter: TestAdapter): { sessions: EmbeddedWalletSession[] } {
  const sessions: EmbeddedWalletSession[] = []
  const { connect, reconnect } = adapter
  const caipAddress = (session: EmbeddedWalletSession): CaipAddress =>
    `${adapter.namespace}:${session.chainId}:${session.address}`
  const answer =
    (own: typeof connect, step: 'connect' | 'reconnect') =>
    async (params: { connectorId: string }) => {
      const session = sessions.at(-1)
      if (params.connectorId !== AUTH_CONNECTOR_ID || !session) return own(params)
      adapter.calls.push(`${step}:${params.connectorId}`)
      return { caipAddress: caipAddress(session), accounts: [] }
    }
  Object.assign(adapter, {
    setEmbeddedWallet: async (session: EmbeddedWalletSession) => {
      const previous = sessions.at(-1)
      sessions.push(session)
      const connector = {
        id: AUTH_CONNECTOR_ID,
        type: 'AUTH' as const,
        name: 'Embedded wallet',
        chain: adapter.namespace,
      }
      adapter.connectors.splice(0, adapter.connectors.length, connector)
      adapter.emit({ type: 'connectorsChanged', connectors: [connector] })
      if (previous && previous.address !== session.address)
        adapter.emit({
          type: 'accountsChanged',
          connectorId: AUTH_CONNECTOR_ID,
          accounts: [{ caipAddress: caipAddress(session), purpose: 'eoa' }],
        })
    },
    connect: answer(connect, 'connect'),
    reconnect: answer(reconnect as typeof connect, 'reconnect'),
  })
  return { sessions }
}
