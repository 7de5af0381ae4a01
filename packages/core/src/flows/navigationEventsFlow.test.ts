import { describe, expect, it } from 'vitest'
import { AUTH_CONNECTOR_ID } from '../adapter/EmbeddedWalletCapability'
import { setChainAccountData } from '../controllers/chain/account'
import { subscribeToEvents } from '../controllers/events/events'
import { push, replace } from '../controllers/router/router'
import { makeTestCore } from '../testing/makeTestCore'
import { startNavigationEvents } from './navigationEventsFlow'

function setup(isMobile = false) {
  const { core, evm } = makeTestCore(
    'http://127.0.0.1:9',
    {},
    {
      platform: { isMobile, url: 'http://127.0.0.1/app', domain: '127.0.0.1' },
    },
  )
  const events: { event: string; properties?: Record<string, unknown> }[] = []
  subscribeToEvents(core.events, ({ event, properties }) =>
    events.push(properties ? { event, properties } : { event }),
  )
  const stop = startNavigationEvents(core)
  return { core, evm, events, stop }
}

describe('navigation events', () => {
  it("sends AppKit's click events for each view the visitor goes to, several in one tick", () => {
    const { core, events } = setup()
    push(core.router, 'WhatIsAWallet')
    push(core.router, 'AllWallets')
    push(core.router, 'ConnectingExternal', { wallet: { id: 'io.dev', name: 'Dev Wallet' } })
    push(core.router, 'ConnectingWalletConnect', { wallet: { id: 'w', name: 'Rainbow' } })
    push(core.router, 'Networks')
    push(core.router, 'WhatIsANetwork')
    push(core.router, 'EmailLogin')
    // Not pushes: replacing the view or going to the view already shown.
    replace(core.router, 'Connect')
    push(core.router, 'Connect')
    expect(events).toEqual([
      { event: 'CLICK_WALLET_HELP' },
      { event: 'CLICK_GET_WALLET' },
      { event: 'SELECT_WALLET', properties: { name: 'Dev Wallet', platform: 'browser' } },
      { event: 'SELECT_WALLET', properties: { name: 'Rainbow', platform: 'qrcode' } },
      { event: 'CLICK_NETWORKS' },
      { event: 'CLICK_NETWORK_HELP' },
      { event: 'EMAIL_LOGIN_SELECTED' },
    ])
  })

  it('the feature panels send OPEN_SWAP, OPEN_SEND, SELECT_BUY_CRYPTO, CLICK_TRANSACTIONS with the account', () => {
    const { core, evm, events, stop } = setup(true)
    setChainAccountData(core.chain, evm.namespace, {
      address: '0xa',
      caipAddress: 'eip155:1:0xa',
      preferredAccountType: 'smartAccount',
      connectorId: AUTH_CONNECTOR_ID,
    })
    for (const panel of ['swaps', 'send', 'onramp', 'activity', 'receive']) {
      push(core.router, 'FeaturePanel', { panel })
      push(core.router, 'Account')
    }
    push(core.router, 'AllWallets')
    push(core.router, 'ConnectingWalletConnect', { wallet: { id: 'w', name: 'Rainbow' } })
    stop()
    push(core.router, 'Networks')
    const account = { isSmartAccount: true }
    expect(events).toEqual([
      { event: 'OPEN_SWAP', properties: { ...account, network: 'eip155:1' } },
      { event: 'OPEN_SEND', properties: { ...account, network: 'eip155:1' } },
      { event: 'SELECT_BUY_CRYPTO', properties: account },
      { event: 'CLICK_TRANSACTIONS', properties: account },
      { event: 'CLICK_ALL_WALLETS' },
      { event: 'SELECT_WALLET', properties: { name: 'Rainbow', platform: 'mobile' } },
    ])
  })
})
