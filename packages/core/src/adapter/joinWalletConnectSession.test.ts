import { describe, expect, it } from 'vitest'
import { mainnet } from '../testing/networks'
import type { ChainAdapter } from './ChainAdapter'
import { joinWalletConnectSession } from './joinWalletConnectSession'
import { hasPairingUri } from './PairingUriCapability'
import {
  hasWalletConnect,
  type WalletConnectCapability,
  type WalletConnectNamespaceSession,
  type WalletConnectSessionHost,
} from './WalletConnectCapability'
import { WalletConnectParticipantAdapter } from './WalletConnectParticipant'

// A session host that records what the participant forwards to it (the real one is
// @appkit/walletconnect's client, which core may not import).
function recordingHost() {
  const calls: string[] = []
  const registered: WalletConnectCapability[] = []
  const host = {
    register: (adapter: WalletConnectCapability) => void registered.push(adapter),
    subscribePairingUri: () => {
      calls.push('subscribe')
      return () => {}
    },
    refreshPairingUri: () => void calls.push('refresh'),
    cancelPairingUri: () => void calls.push('cancel'),
    configurePairing: (defaults: { projectId?: string }) =>
      void calls.push(`configure ${defaults.projectId}`),
  } as unknown as WalletConnectSessionHost
  return { host, calls, registered }
}

const namespace = {
  namespace: mainnet.chainNamespace,
  chains: [mainnet.caipNetworkId],
  methods: ['personal_sign'],
  events: [],
  rpcMap: {},
}

class TestAdapter extends WalletConnectParticipantAdapter {
  readonly namespace = mainnet.chainNamespace
  readonly networks = [mainnet]
  constructor(participant?: ReturnType<typeof joinWalletConnectSession>['capability']) {
    super()
    this.joinWalletConnect(participant)
  }
}

describe('joinWalletConnectSession', () => {
  it("registers the namespace with the host once, forwards the pairing members to it, hands the adapter its session part and lists a WALLET_CONNECT connector of the adapter's namespace", () => {
    const { host, calls, registered } = recordingHost()
    const sessions: (WalletConnectNamespaceSession | undefined)[] = []
    const provider = { wallet: true }
    const { capability, connector } = joinWalletConnectSession(host, {
      namespace,
      chain: mainnet.chainNamespace,
      name: 'WalletConnect',
      networks: [mainnet],
      provider,
      onSession: (session) => sessions.push(session),
    })
    expect(registered).toEqual([capability])
    expect(capability.walletConnectNamespace).toBe(namespace)
    expect(capability.pairingConnectorId).toBe('WalletConnect')
    capability.subscribePairingUri(() => {})
    capability.refreshPairingUri()
    capability.cancelPairingUri()
    capability.configurePairing({ projectId: 'p1' })
    expect(calls).toEqual(['subscribe', 'refresh', 'cancel', 'configure p1'])
    const session = { accounts: ['eip155:1:0xa'], methods: [], request: async () => undefined }
    capability.setWalletConnectSession(session as never)
    capability.setWalletConnectSession(undefined)
    expect(sessions).toEqual([session, undefined])
    expect(() =>
      capability.onWalletConnectEvent({ name: 'x', data: 1, chainId: 'c' }),
    ).not.toThrow()
    expect(connector).toEqual({
      id: 'WalletConnect',
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      chain: mainnet.chainNamespace,
      chains: [mainnet],
      provider,
    })
  })

  it('gives an adapter class the WalletConnect and pairing members only when it joined a session', () => {
    const { host } = recordingHost()
    const { capability } = joinWalletConnectSession(host, {
      namespace,
      chain: mainnet.chainNamespace,
      name: 'WalletConnect',
      networks: [mainnet],
      provider: {},
      onSession: () => {},
    })
    const joined = new TestAdapter(capability)
    const alone = new TestAdapter()
    // The test class has no chain methods: only its WalletConnect members are looked at.
    const asAdapter = (adapter: TestAdapter) => adapter as unknown as ChainAdapter
    expect(hasWalletConnect(asAdapter(joined)) && hasPairingUri(asAdapter(joined))).toBe(true)
    expect(hasWalletConnect(asAdapter(alone)) || hasPairingUri(asAdapter(alone))).toBe(false)
    expect(joined.walletConnectNamespace).toBe(namespace)
  })
})
