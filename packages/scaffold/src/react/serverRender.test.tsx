// @vitest-environment node
import { mainnet, makeTestAdapter, optimism } from '@appkit/core/testing'
import { Window } from 'happy-dom'
import { act, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

const domGlobals = [
  'document',
  'localStorage',
  'navigator',
  'location',
  'Node',
  'Text',
  'Element',
  'HTMLElement',
  'HTMLIFrameElement',
  'HTMLStyleElement',
  'SVGElement',
  'DocumentFragment',
  'ShadowRoot',
  'Event',
  'MouseEvent',
  'KeyboardEvent',
  'FocusEvent',
  'MutationObserver',
  'customElements',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
] as const

let browser: Window | undefined
const globals = globalThis as Record<string, unknown>

/** Gives this Node process a happy-dom page, as a browser would have after the server answered. */
function enterBrowser(html: string): HTMLElement {
  browser = new Window({ url: 'http://127.0.0.1/' })
  globals.window = browser
  for (const name of domGlobals) {
    const value = (browser as unknown as Record<string, unknown>)[name]
    globals[name] = typeof value === 'function' && /^[a-z]/.test(name) ? value.bind(browser) : value
  }
  globals.IS_REACT_ACT_ENVIRONMENT = true
  browser.document.body.innerHTML = `<div id="root">${html}</div>`
  return browser.document.getElementById('root') as unknown as HTMLElement
}

afterEach(async () => {
  for (const name of ['window', ...domGlobals, 'IS_REACT_ACT_ENVIRONMENT']) delete globals[name]
  await browser?.happyDOM.close()
  browser = undefined
})

async function renderThenHydrate(tree: () => ReactNode) {
  const html = renderToString(tree())
  const container = enterBrowser(html)
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const { hydrateRoot } = await import('react-dom/client')
  const root = await act(async () => hydrateRoot(container, tree()))
  const calls = errors.mock.calls.map((call) => call.map(String).join(' '))
  errors.mockRestore()
  return { html, container, root, calls }
}

describe('server rendering', () => {
  it('renders the buttons with react-dom/server without window, then hydrates them with no mismatch warning', async () => {
    expect(typeof window).toBe('undefined')
    const scaffold = await import('../exports/index')
    const appKit = scaffold.createAppKit({
      networks: [mainnet, optimism],
      adapters: [makeTestAdapter('eip155', [mainnet, optimism])],
    })
    const tree = () => (
      <scaffold.AppKitProvider instance={appKit}>
        <scaffold.AppKitButton id="connect" />
        <scaffold.ConnectButton label="Sign in" />
        <scaffold.AccountButton />
        <scaffold.NetworkButton id="network" />
      </scaffold.AppKitProvider>
    )
    const { html, container, root, calls } = await renderThenHydrate(tree)
    // The id is in the server's HTML (outside benchmarks find `#connect` before any script runs).
    expect(html).toMatch(/<button id="connect"[^>]*>[\s\S]*Connect Wallet/)
    expect(html).toContain('id="network"')
    expect(container.querySelector('#connect')?.textContent).toContain('Connect Wallet')
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('Sign in')
    expect(html).toContain('Ethereum')
    expect(calls).toEqual([])
    expect(container.querySelectorAll('button')).toHaveLength(3)
    act(() => root.unmount())
  })

  it("hydrates the server's HTML with no mismatch when the visitor's stored connection was restored before hydration, then shows it", async () => {
    const scaffold = await import('../exports/index')
    const tree = (appKit: ReturnType<typeof scaffold.createAppKit>) => (
      <scaffold.AppKitProvider instance={appKit}>
        <scaffold.AppKitButton balance="hide" id="connect" />
        <scaffold.NetworkButton />
      </scaffold.AppKitProvider>
    )
    const options = { networks: [mainnet, optimism] }
    // The server: no storage, so disconnected on the default network.
    const onServer = scaffold.createAppKit({
      ...options,
      adapters: [makeTestAdapter('eip155', [mainnet, optimism])],
    })
    const html = renderToString(tree(onServer))
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('Ethereum')
    // The browser: the visitor connected on Optimism before; both come back before hydration.
    const container = enterBrowser(html)
    localStorage.setItem(
      '@appkit-wallet/connection_status',
      JSON.stringify({ connected: ['io.dev'], disconnected: [] }),
    )
    localStorage.setItem('@appkit-wallet/active_caip_network_id', JSON.stringify('eip155:10'))
    const adapter = makeTestAdapter('eip155', [mainnet, optimism])
    adapter.reconnect = async () => ({
      caipAddress: `eip155:${10}:0x71C7656EC7ab88b098defB751B7401B5f6d8976F` as const,
      accounts: [],
    })
    const inBrowser = scaffold.createAppKit({ ...options, adapters: [adapter] })
    await inBrowser.ready
    expect(inBrowser.getIsConnected()).toBe(true)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { hydrateRoot } = await import('react-dom/client')
    const root = await act(async () => hydrateRoot(container, tree(inBrowser)))
    const calls = errors.mock.calls.map((call) => call.map(String).join(' '))
    errors.mockRestore()
    expect(calls).toEqual([])
    // After hydration React re-reads the store and renders the restored connection.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(container.querySelector('.ak-account-button')?.textContent).toContain('d8976F')
    // The id follows AppKitButton from the connect button to the account button.
    expect(container.querySelector('#connect')?.className).toBe('ak-account-button')
    expect(container.textContent).toContain('Optimism')
    act(() => root.unmount())
  })
})
