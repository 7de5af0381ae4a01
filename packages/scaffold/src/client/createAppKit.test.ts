import { ChainNotSupportedError, createLazyAdapter, UserRejectedRequestError } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import {
  mainnet,
  makeTestAdapter,
  optimism,
  solanaMainnet,
  startTestServer,
  type TestServer,
} from '@appkit/core/testing'
import { waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { en } from '../i18n/en/index'
import { createTestAppKit, getModalRoot } from '../testing/createTestAppKit'
import { getViewLoader } from '../views/getViewLoader'
import { getLoadedView } from '../views/loadView'

let server: TestServer
beforeAll(async () => {
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'GET, POST',
  }
  const preflight = () => ({ status: 204, headers: cors })
  server = await startTestServer({
    'OPTIONS /appkit/v1/config': preflight,
    'OPTIONS /e': preflight,
    'GET /appkit/v1/config': () => ({
      headers: cors,
      body: {
        features: {
          email: false,
          socials: false,
          swaps: false,
          onramp: false,
          activity: true,
          reownBranding: true,
          multiWallet: false,
        },
      },
    }),
    'POST /e': () => ({ status: 204, headers: cors }),
  })
})
afterAll(() => server.close())
afterEach(() => {
  document.body.innerHTML = ''
  server.requests.length = 0
})

const apiUrls = () => ({ wallet: server.url, blockchain: server.url, analytics: server.url })

describe('createAppKit', () => {
  it('ARCHITECTURE "nothing touches the network at import time": no request at import, creation, reconnect or the idle preload of the modal\'s own scripts; no modal mounted; the first request waits for open()', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const exports = await import('../exports/index')
    const injected = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
    const appKit = exports.createAppKit({
      networks: [mainnet],
      adapters: [],
      apiUrls: apiUrls(),
      services: { fetch: injected },
    })
    await appKit.ready
    // The default modalPreload ('idle') loads the opening view's chunk with no input (no adapter:
    // basic mode's WalletConnect view): a module import, never a fetch of the page's services.
    const opening = getViewLoader('ConnectingWalletConnectBasic')
    if (!opening) throw new Error('ConnectingWalletConnectBasic has a view loader')
    await waitFor(() => expect(getLoadedView(opening)).toBeDefined(), { timeout: 20_000 })
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(injected).not.toHaveBeenCalled()
    expect(server.requests).toEqual([])
    expect(document.querySelector('appkit-modal')).toBeNull()
    fetchSpy.mockRestore()
    appKit.destroy()
  })

  it('requests the remote config and sends the held-back events only once the visitor opens the modal', async () => {
    const injected = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
    const { appKit } = createTestAppKit({ apiUrls: apiUrls(), services: { fetch: injected } })
    await appKit.ready
    expect(server.requests).toEqual([])
    await appKit.open()
    await waitFor(() =>
      expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(
        expect.arrayContaining(['GET /appkit/v1/config', 'POST /e']),
      ),
    )
    expect(injected).toHaveBeenCalled()
  })

  it('SPEC §7 events: MODAL_CREATED at creation (never sent), INITIALIZE once started, both to subscribers; INITIALIZE reaches the sink only after the visitor opens the modal', async () => {
    // Its own sink: no late request of an earlier test can reach it.
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }
    const sink = await startTestServer({
      'OPTIONS /e': () => ({ status: 204, headers: cors }),
      'POST /e': () => ({ status: 204, headers: cors }),
    })
    const sentEvents = () =>
      sink.requests
        .filter((r) => r.method === 'POST')
        .map((r) => (r.body as { props?: { event?: string } } | undefined)?.props?.event)
    const { appKit } = createTestAppKit({
      apiUrls: { wallet: '', blockchain: '', analytics: sink.url },
      features: { email: false },
    })
    // MODAL_CREATED is the instance's first event, as AppKit's getEvent() starts on it.
    expect(appKit.core.events.lastEvent?.event).toBe('MODAL_CREATED')
    const events: { event: string; properties?: Record<string, unknown> }[] = []
    appKit.subscribeEvents((e) => events.push(e.data))
    await appKit.ready()
    await waitFor(() => expect(events.map((e) => e.event)).toContain('INITIALIZE'))
    expect(events.find((e) => e.event === 'INITIALIZE')?.properties).toMatchObject({
      networks: [1, 10],
      features: { email: false },
      enableReconnect: true,
      siwx: false,
    })
    expect(sink.requests).toEqual([])
    await appKit.open()
    await waitFor(() =>
      expect(sentEvents()).toEqual(expect.arrayContaining(['INITIALIZE', 'MODAL_OPEN'])),
    )
    expect(sentEvents()).not.toContain('MODAL_CREATED')
    await appKit.close()
    await waitFor(() => expect(sentEvents()).toContain('MODAL_CLOSE'))
    await sink.close()
  })

  it('subscribeEvents reports every event: two emitted in one tick reach the subscriber as two', async () => {
    const { appKit } = createTestAppKit()
    await appKit.ready()
    const events: string[] = []
    appKit.subscribeEvents((e) => events.push(e.data.event))
    // Two clicks in the modal within one tick: each is its own event, in order.
    controllers.router.push(appKit.core.router, 'WhatIsAWallet')
    controllers.router.push(appKit.core.router, 'AllWallets')
    await waitFor(() => expect(events).toEqual(['CLICK_WALLET_HELP', 'CLICK_GET_WALLET']))
    flows.trackNavigation(appKit.core, 'Networks')
    flows.trackNavigation(appKit.core, 'WhatIsANetwork')
    expect(events).toEqual([
      'CLICK_WALLET_HELP',
      'CLICK_GET_WALLET',
      'CLICK_NETWORKS',
      'CLICK_NETWORK_HELP',
    ])
    expect(appKit.getEvent()).toMatchObject({
      data: { type: 'track', event: 'CLICK_NETWORK_HELP' },
      timestamp: expect.any(Number),
    })
  })

  it('SWITCH_NETWORK with the network reaches subscribers when the network changes', async () => {
    const { appKit } = createTestAppKit()
    const events: unknown[] = []
    appKit.subscribeEvents((e) => events.push(e.data))
    await appKit.switchNetwork(optimism)
    await waitFor(() =>
      expect(events).toContainEqual({
        type: 'track',
        event: 'SWITCH_NETWORK',
        properties: { network: 'eip155:10' },
      }),
    )
  })

  it("preload() loads the modal's scripts and sends nothing to any service, mounts nothing; the config is asked only on open()", async () => {
    const injected = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
    // Its own base path: a request an earlier test's instance sends late cannot count as its.
    const base = `${server.url}/preload`
    const own = () => server.requests.filter((r) => r.path.startsWith('/preload/'))
    const { appKit } = createTestAppKit(
      {
        apiUrls: { wallet: base, blockchain: base, analytics: base },
        services: { fetch: injected },
      },
      { hostWhenOpened: true },
    )
    await appKit.ready
    await appKit.preload()
    await appKit.preload({ view: 'AllWallets' })
    expect(injected).not.toHaveBeenCalled()
    expect(own()).toEqual([])
    expect(document.querySelector('appkit-modal')).toBeNull()
    expect(appKit.core.modal.open).toBe(false)
    await appKit.open()
    expect(document.querySelector('appkit-modal')).not.toBeNull()
    await waitFor(() =>
      // The test server answers only its root, so here the browser asks (a CORS preflight) first.
      expect(own().map((r) => r.path)).toContain('/preload/appkit/v1/config'),
    )
  })

  it('open() shows Connect without waiting for an adapter whose code loads on demand; its wallets join the list when it arrives', async () => {
    const namespace = solanaMainnet.chainNamespace
    const solana = makeTestAdapter(namespace, [solanaMainnet])
    solana.connectors.push({ id: 'Phantom', name: 'Phantom', type: 'ANNOUNCED', chain: namespace })
    let arrive: (adapter: typeof solana) => void = () => {}
    const load = vi.fn(() => new Promise<typeof solana>((resolve) => (arrive = resolve)))
    const lazySolana = createLazyAdapter({
      namespace,
      networks: [solanaMainnet],
      capabilities: [],
      load,
    })
    const { appKit } = createTestAppKit(
      {
        networks: [mainnet, optimism, solanaMainnet],
        adapters: [makeTestAdapter('eip155', [mainnet, optimism]), lazySolana],
      },
      { hostWhenOpened: true },
    )
    await appKit.ready
    // The adapter's code is still on its way: open() resolves all the same, on Connect.
    await appKit.open()
    expect(load).toHaveBeenCalledTimes(1)
    expect(appKit.core.modal.open).toBe(true)
    const root = getModalRoot()
    await waitFor(() => expect(root.querySelector('[role="dialog"]')).not.toBeNull())
    expect(root.textContent).not.toContain('Phantom')
    arrive(solana)
    await waitFor(() => expect(root.textContent).toContain('Phantom'))
  })

  it('asks no service that is not configured: without apiUrls nothing is requested after open()', async () => {
    const injected = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
    const { appKit } = createTestAppKit({ services: { fetch: injected } })
    await appKit.open()
    await appKit.close()
    expect(injected).not.toHaveBeenCalled()
    expect(appKit.core.features.analytics).toBe(false)
  })

  it('SPEC §4 "Syncing only for connectors that have connected and not disconnected": reconnects at start through the adapter', async () => {
    const { createMemoryBackend } = await import('@appkit/core')
    const storage = createMemoryBackend()
    storage.setItem(
      '@appkit-wallet/connection_status',
      JSON.stringify({ connected: ['io.dev', 'io.gone'], disconnected: ['io.gone'] }),
    )
    const { appKit, evm } = createTestAppKit({ services: { storage } })
    await appKit.ready
    expect(evm.calls).toEqual(['reconnect:io.dev'])
    expect(appKit.getIsConnected()).toBe(true)
    expect(appKit.getAddress()).toBe('0x1')
    expect(appKit.getCaipAddress()).toBe('eip155:1:0x1')
    expect(appKit.getState()).toMatchObject({ initialized: true, open: false })
    // AppKit's ready() is a method: calling it waits for the same start.
    await appKit.ready()
    expect(appKit.getState().initialized).toBe(true)
    const off = createTestAppKit({ services: { storage }, enableReconnect: false })
    await off.appKit.ready
    expect(off.evm.calls).toEqual([])
    expect(off.appKit.getIsConnected()).toBe(false)
  })

  it('switches network, stores it under the @appkit-wallet/ prefix and reports it to subscribers until unsubscribed', async () => {
    const { appKit, storage } = createTestAppKit()
    const networks: unknown[] = []
    const states: unknown[] = []
    const stopNetwork = appKit.subscribeNetwork((n) => networks.push(n.caipNetworkId))
    const stopState = appKit.subscribeState((s) => states.push(s.selectedNetworkId))
    await appKit.switchNetwork(optimism)
    await waitFor(() => expect(networks).toEqual(['eip155:10']))
    expect(states).toContain('eip155:10')
    expect(appKit.getCaipNetwork()?.caipNetworkId).toBe('eip155:10')
    expect(storage.getItem('@appkit-wallet/active_caip_network_id')).toBe('"eip155:10"')
    stopNetwork()
    stopState()
    await appKit.switchNetwork(mainnet)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(networks).toEqual(['eip155:10'])
  })

  it("switchNetwork rejects with the wallet's error ('Chain is not supported') and keeps the network; a closed modal's views are left alone", async () => {
    const { appKit, evm } = createTestAppKit()
    await flows.onConnected(appKit.core, evm.namespace, 'injected', {
      caipAddress: `${mainnet.caipNetworkId}:0x1`,
      accounts: [],
    })
    evm.switchNetwork = async () => {
      throw new ChainNotSupportedError()
    }
    const history = [...appKit.core.router.history]
    await expect(appKit.switchNetwork(optimism)).rejects.toThrow('Chain is not supported')
    expect(appKit.getCaipNetwork()?.caipNetworkId).toBe('eip155:1')
    expect(appKit.core.router.history).toEqual(history)
    expect(appKit.getState().open).toBe(false)
  })

  it('SPEC §2 "A failed switch goes back one view" while the modal is open, and the call still rejects (4001)', async () => {
    const { appKit, evm } = createTestAppKit()
    await flows.onConnected(appKit.core, evm.namespace, 'injected', {
      caipAddress: `${mainnet.caipNetworkId}:0x1`,
      accounts: [],
    })
    evm.switchNetwork = async () => {
      throw new UserRejectedRequestError()
    }
    await appKit.open({ view: 'Networks' })
    controllers.router.push(appKit.core.router, 'SwitchNetwork', { network: optimism })
    await expect(appKit.switchNetwork(optimism)).rejects.toMatchObject({ code: 4001 })
    expect(appKit.core.router.view).toBe('Networks')
    expect(appKit.getState().open).toBe(true)
    await appKit.close()
  })

  it("SPEC §9 'pay off' by default: openPay opens the Pay panel on the request only with features.pay", async () => {
    const request = {
      recipient: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      amount: '1',
      asset: 'native',
    }
    const off = createTestAppKit()
    await off.appKit.openPay(request)
    const root = getModalRoot()
    await waitFor(() => expect(root.textContent).toContain('This view is not available.'))
    off.appKit.destroy()
    const { appKit } = createTestAppKit({ features: { pay: true } })
    await appKit.openPay(request)
    expect(appKit.core.router.view).toBe('FeaturePanel')
    expect(appKit.core.router.data).toEqual({ panel: 'pay', payment: request })
    await waitFor(() => expect(getModalRoot().querySelector('h2')?.textContent).toBe('Pay'))
    await appKit.close()
  })

  it('reports account, wallet info and events to subscribers, and disconnects through the adapter', async () => {
    const { appKit, evm } = createTestAppKit()
    evm.connectors.push({
      id: 'io.dev',
      type: 'ANNOUNCED',
      name: 'Dev Wallet',
      chain: evm.namespace,
    })
    evm.emit({ type: 'connectorsChanged', connectors: evm.connectors })
    const accounts: unknown[] = []
    const infos: unknown[] = []
    const events: string[] = []
    appKit.subscribeAccount((a) => accounts.push(a.address))
    appKit.subscribeWalletInfo((w) => infos.push(w?.name))
    appKit.subscribeEvents((e) => events.push(e.data.event))
    const flows = await import('@appkit/core/flows')
    await flows.connectWallet(appKit.core, { namespace: evm.namespace, connectorId: 'io.dev' })
    await waitFor(() => expect(accounts).toContain('0x1'))
    await waitFor(() => expect(infos).toContain('Dev Wallet'))
    expect(appKit.getWalletInfo()).toMatchObject({ name: 'Dev Wallet', type: 'ANNOUNCED' })
    expect(events).toContain('CONNECT_SUCCESS')
    await appKit.disconnect()
    expect(evm.calls).toContain('disconnect')
    expect(appKit.getIsConnected()).toBe(false)
    await waitFor(() => expect(events).toContain('DISCONNECT_SUCCESS'))
  })

  it('getWalletProvider / getWalletProviderType return the connected wallet’s provider and connector type', async () => {
    const { appKit, evm } = createTestAppKit()
    const provider = { request: async () => null }
    evm.connectors.push({
      id: 'io.dev',
      type: 'ANNOUNCED',
      name: 'Dev Wallet',
      chain: 'eip155',
      provider,
    })
    evm.emit({ type: 'connectorsChanged', connectors: evm.connectors })
    expect(appKit.getWalletProvider()).toBeUndefined()
    expect(appKit.getWalletProviderType()).toBeUndefined()
    await flows.connectWallet(appKit.core, { namespace: 'eip155', connectorId: 'io.dev' })
    expect(appKit.getWalletProvider<typeof provider>()).toBe(provider)
    expect(appKit.getWalletProvider('eip155')).toBe(provider)
    expect(appKit.getWalletProviderType()).toBe('ANNOUNCED')
    expect(appKit.getWalletProvider('solana')).toBeUndefined()
    await appKit.disconnect()
    expect(appKit.getWalletProvider()).toBeUndefined()
  })

  it('updateFeatures applies at once: the open modal re-renders without the feature turned off', async () => {
    const { appKit } = createTestAppKit()
    await flows.onConnected(appKit.core, 'eip155', 'injected', {
      caipAddress: 'eip155:1:0x1',
      accounts: [],
    })
    await appKit.open({ view: 'Account' })
    const root = getModalRoot()
    const features = () =>
      [...root.querySelectorAll('nav[aria-label="Wallet features"] button')].map(
        (b) => b.textContent,
      )
    await waitFor(() => expect(features()).toContain('Send'))
    appKit.updateFeatures({ send: false })
    expect(appKit.core.features.send).toBe(false)
    await waitFor(() => expect(features()).not.toContain('Send'))
    expect(features()).toContain('Receive')
    appKit.updateFeatures({ send: true })
    await waitFor(() => expect(features()).toContain('Send'))
    await appKit.close()
  })

  it("open({ view }) takes AppKit's names: 'WalletSend' shows the Send panel, 'WhatIsAWallet' its help view", async () => {
    const { appKit } = createTestAppKit()
    await flows.onConnected(appKit.core, 'eip155', 'injected', {
      caipAddress: 'eip155:1:0x1',
      accounts: [],
    })
    await appKit.open({ view: 'WalletSend' })
    expect(appKit.core.router.data).toEqual({ panel: 'send' })
    const root = getModalRoot()
    await waitFor(() => expect(root.querySelector('h2')?.textContent).toBe('Send'))
    await appKit.close()
    await appKit.open({ view: 'WhatIsAWallet' })
    await waitFor(() => expect(root.querySelector('h2')?.textContent).toBe('What is a wallet?'))
    await waitFor(() => expect(root.textContent).toContain('One login for every app'))
    await appKit.close()
  })

  it('sets the theme from options (AppKit --w3m-* names accepted) and reports changes', async () => {
    const { appKit } = createTestAppKit({
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#ff5a00' },
    })
    expect(appKit.getThemeMode()).toBe('dark')
    expect(appKit.getThemeVariables()).toEqual({ '--w3m-accent': '#ff5a00' })
    const modes: string[] = []
    appKit.subscribeTheme((theme) => modes.push(theme.themeMode))
    appKit.setThemeMode('light')
    await waitFor(() => expect(modes).toEqual(['light']))
    expect(() => appKit.setThemeMode('blue' as 'light')).toThrow('Invalid theme mode: blue')
  })

  it('throws when disconnecting with no active namespace', async () => {
    const { appKit } = createTestAppKit()
    appKit.core.chain.activeNamespace = undefined
    await expect(appKit.disconnect()).rejects.toThrow('No ActiveCaipNetwork or client found')
  })
})

describe('modal host', () => {
  it('ARCHITECTURE "its own React root inside a shadow root": created on the first open(), not at creation', async () => {
    const { appKit } = createTestAppKit({
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#ff5a00' },
      locale: 'ar',
    })
    expect(document.querySelector('appkit-modal')).toBeNull()
    await appKit.open()
    const host = document.querySelector('appkit-modal')
    expect(host?.shadowRoot).not.toBeNull()
    expect(host?.getAttribute('lang')).toBe('ar')
    const root = getModalRoot()
    await waitFor(() => expect(root.querySelector('[role="dialog"]')).not.toBeNull())
    const theme = root.querySelector<HTMLElement>('.ak-root')
    expect(theme?.dataset.theme).toBe('dark')
    expect(theme?.getAttribute('dir')).toBe('rtl')
    expect(theme?.style.getPropertyValue('--ak-color-accent')).toBe('#ff5a00')
    expect(
      root.querySelector('style[data-href="appkit-dialog"], style[href="appkit-dialog"]'),
    ).not.toBeNull()
    expect(document.head.querySelector('style[href="appkit-dialog"]')).toBeNull()
    await appKit.open({ view: 'AllWallets' })
    expect(document.querySelectorAll('appkit-modal')).toHaveLength(1)
  })

  it('adds the host when a flow opens the modal before any open(): an approval request shows ApproveTransaction', async () => {
    const { appKit } = createTestAppKit({}, { hostWhenOpened: true })
    expect(document.querySelector('appkit-modal')).toBeNull()
    const request = flows.runWithApproval(
      appKit.core,
      { id: 1, method: 'personal_sign', params: ['0x00', '0xa'] },
      async () => '0xsignature',
    )
    await waitFor(() => expect(document.querySelector('appkit-modal')?.shadowRoot).toBeTruthy())
    const root = getModalRoot()
    await waitFor(() => expect(root.querySelector('[role="dialog"]')).not.toBeNull())
    expect(appKit.core.router.view).toBe('ApproveTransaction')
    await waitFor(() =>
      expect(root.querySelector('[role="dialog"]')?.textContent).toContain('personal_sign'),
    )
    await appKit.open({ view: 'Account' })
    expect(document.querySelectorAll('appkit-modal')).toHaveLength(1)
    const rejected = expect(request).rejects.toThrow('Modal closed')
    await appKit.close()
    await rejected
    appKit.destroy()
  })

  it('adds no host when a flow opens the modal of an instance whose views a test renders on its own (renderInModal)', async () => {
    const { appKit } = createTestAppKit()
    await flows.open(appKit.core, { view: 'Account' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(document.querySelector('appkit-modal')).toBeNull()
    await appKit.open()
    expect(document.querySelectorAll('appkit-modal')).toHaveLength(1)
    appKit.destroy()
  })

  it("carries only the page buttons' strings until the modal first loads, then every string of the catalogue", async () => {
    const { appKit } = createTestAppKit()
    expect(appKit.t('buttons.connect')).toBe('Connect Wallet')
    expect(appKit.t('titles.Connect')).toBe('titles.Connect')
    await appKit.open()
    expect(appKit.t('titles.Connect')).toBe(en.titles.Connect)
  })

  it('shows the view title, Back when history allows, and closes on Escape with focus back on the opener', async () => {
    const { appKit } = createTestAppKit()
    const opener = document.createElement('button')
    opener.textContent = 'Open'
    document.body.appendChild(opener)
    opener.focus()
    await appKit.open()
    const root = getModalRoot()
    await waitFor(() => expect(root.querySelector('h2')?.textContent).toBe('Connect Wallet'))
    expect(root.querySelector('button[aria-label="Back"]')).toBeNull()
    await appKit.open({
      view: 'ConnectingExternal',
      data: { wallet: { id: 'x', name: 'Dev Wallet' } },
    })
    await waitFor(() => expect(root.querySelector('h2')?.textContent).toBe('Dev Wallet'))
    root.querySelector<HTMLButtonElement>('button[aria-label="Back"]')?.click()
    await waitFor(() => expect(root.querySelector('h2')?.textContent).toBe('Connect Wallet'))
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await waitFor(() => expect(appKit.getState().open).toBe(false))
    await waitFor(() => expect(root.querySelector('[role="dialog"]')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })

  it("renders core's snackbar as a toast and its alert as an AlertBar", async () => {
    const { appKit } = createTestAppKit()
    await appKit.open()
    const controllers = await import('@appkit/core/controllers')
    controllers.snackbar.showToast(
      appKit.core.snackbar,
      appKit.core.services.clock,
      'success',
      'Address copied',
    )
    controllers.alerts.showMessageAlert(appKit.core.alerts, 'info', 'Multi-Wallet Not Enabled')
    const root = getModalRoot()
    await waitFor(() =>
      expect(root.querySelector('[role="status"].ak-toast')?.textContent).toBe('Address copied'),
    )
    await waitFor(() =>
      expect(root.querySelector('.ak-alert-bar')?.textContent).toContain(
        'Multi-Wallet Not Enabled',
      ),
    )
    root.querySelector<HTMLButtonElement>('.ak-alert-bar button[aria-label="Dismiss"]')?.click()
    await waitFor(() => expect(root.querySelector('.ak-alert-bar')).toBeNull())
  })

  it('SPEC §2 "Closing is disabled in SIWXSignMessage ... when SIWX is required and no session exists": the modal shakes instead', async () => {
    const { appKit } = createTestAppKit({
      siwx: {
        required: true,
        createMessage: async () => 'message',
        addSession: async () => {},
        getSessions: async () => [],
      },
    })
    await appKit.open({ view: 'SIWXSignMessage' })
    const root = getModalRoot()
    // No Close control while closing is disabled; Escape only shakes the modal.
    await waitFor(() => expect(root.querySelector('.ak-siwx')).not.toBeNull())
    expect(root.querySelector('button[aria-label="Close"]')).toBeNull()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await waitFor(() => expect(appKit.core.modal.shake).toBe(true))
    expect(appKit.getState().open).toBe(true)
    expect(root.querySelector('.ak-dialog--shake')).not.toBeNull()
  })

  it('removes the host on destroy()', async () => {
    const { appKit } = createTestAppKit()
    await appKit.open()
    appKit.destroy()
    await waitFor(() => expect(document.querySelector('appkit-modal')).toBeNull())
  })
})
