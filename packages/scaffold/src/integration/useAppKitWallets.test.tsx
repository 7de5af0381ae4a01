import type { TestServer } from '@appkit/core/testing'
import { DEV_WALLET_NAME } from '@appkit/dev-wallet'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { AppKit } from '../client/AppKit'
import { useAppKitWallets } from '../react/useAppKitWallets'
import { createTestAppKit, destroyTestAppKits } from '../testing/createTestAppKit'
import {
  announceTestDevWallet,
  createDevWalletAppKit,
  stopDevWalletAppKits,
} from '../testing/devWalletAppKit'
import { startCorsTestServer } from '../testing/startCorsTestServer'
import { addPairing } from '../views/ConnectingWalletConnect/testing'

// The wallet service's registry route (apps/api's GET /getWallets, its own tests run it for
// real) answered by a loopback server, so the list's registry part is known.
let server: TestServer
beforeAll(async () => {
  server = await startCorsTestServer({
    'GET /getWallets': (request) =>
      request.query.search
        ? { body: { data: [{ id: 'found', name: 'Found Wallet' }], count: 1 } }
        : {
            body: {
              data: [{ id: 'rainbow', name: 'Rainbow', image_id: 'img-r', chains: ['eip155:1'] }],
              count: 1,
            },
          },
  })
})
afterAll(() => server.close())

afterEach(() => {
  stopDevWalletAppKits()
  destroyTestAppKits()
  document.body.innerHTML = ''
  localStorage.clear()
})

const apiUrls = () => ({ wallet: server.url, blockchain: '', analytics: '' })

/** The SELECT_WALLET payloads `appKit` sends from now on (ends with the instance). */
function selectedWallets(appKit: Pick<AppKit, 'subscribeEvents'>): unknown[] {
  const selected: unknown[] = []
  appKit.subscribeEvents(({ data }) => {
    if (data.event === 'SELECT_WALLET') selected.push(data.properties)
  })
  return selected
}

/** A dapp's own connect list, drawn with the hook only: no modal is opened. */
function WalletList() {
  const { wallets, wcWallets, wcUri, connect, resetWcUri, fetchWallets } = useAppKitWallets()
  return (
    <div>
      <ul aria-label="Wallets">
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <button type="button" onClick={() => void connect(wallet).catch(() => {})}>
              {wallet.name}
              {wallet.isInjected ? ' (installed)' : ''}
            </button>
          </li>
        ))}
      </ul>
      <ul aria-label="All wallets">
        {wcWallets.map((wallet) => (
          <li key={wallet.id}>{wallet.name}</li>
        ))}
      </ul>
      <button type="button" onClick={() => void fetchWallets({ query: 'found' })}>
        Search
      </button>
      <button type="button" onClick={resetWcUri}>
        Cancel
      </button>
      {wcUri ? <output aria-label="Pairing URI">{wcUri}</output> : null}
    </div>
  )
}

describe('useAppKitWallets (headless)', () => {
  it('lists the EIP-6963 dev wallet as installed beside the registry wallets and connects it through a real WagmiAdapter (SELECT_WALLET sent), with no modal', async () => {
    // The dev wallet answers eth_requestAccounts and eth_chainId itself, so no chain node is
    // asked (the demo's Chromium tests run the same path against the devnet).
    const wallet = announceTestDevWallet('approve')
    const appKit = createDevWalletAppKit({ apiUrls: apiUrls() })
    const selected = selectedWallets(appKit)
    render(<WalletList />)
    const installed = await screen.findByRole(
      'button',
      { name: `${DEV_WALLET_NAME} (installed)` },
      { timeout: 15_000 },
    )
    await screen.findByRole('button', { name: 'Rainbow' })
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'All wallets' }).textContent).toBe('Rainbow'),
    )
    fireEvent.click(installed)
    // connect() sends the event a pick in the modal sends.
    expect(selected).toEqual([{ name: DEV_WALLET_NAME, platform: 'browser' }])
    await waitFor(() => expect(appKit.getIsConnected()).toBe(true), { timeout: 15_000 })
    expect(appKit.getCaipAddress()).toBe(`eip155:31337:${wallet.getAddress()}`)
    expect(appKit.getWalletInfo()).toMatchObject({ name: DEV_WALLET_NAME })
    // Headless: the modal never opened, and its host was never added to the page.
    expect(appKit.getState().open).toBe(false)
    expect(document.querySelector('appkit-modal')).toBeNull()
  }, 60_000)

  it('sends SELECT_WALLET and shows the WalletConnect URI of a registry wallet until a wallet answers; resetWcUri ends the pairing; search fills wcWallets', async () => {
    const { appKit, evm } = createTestAppKit({ apiUrls: apiUrls() })
    const selected = selectedWallets(appKit)
    // Core's in-memory adapter with the pairing capability: the stand-in the WalletConnect
    // views' tests use (adapter-wagmi pairs for real through apps/relay in its own tests).
    const rig = addPairing(evm)
    render(<WalletList />)
    fireEvent.click(await screen.findByRole('button', { name: 'Rainbow' }))
    expect(selected).toEqual([{ name: 'Rainbow', platform: 'qrcode' }])
    const output = await screen.findByRole('status', { name: 'Pairing URI' })
    expect(output.textContent).toBe(rig.uris[0])
    expect(output.textContent).toMatch(/^wc:/)
    // The visitor gives up: the pending pairing ends and the URI goes.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Pairing URI' })).toBeNull())
    expect(rig.cancels).toBe(1)
    // A second try: the wallet scans the new URI and approves.
    fireEvent.click(screen.getByRole('button', { name: 'Rainbow' }))
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Pairing URI' }).textContent).toBe(rig.uris[1]),
    )
    await act(async () => rig.answers.at(-1)?.resolve())
    await waitFor(() => expect(appKit.getIsConnected()).toBe(true))
    expect(appKit.core.connectors.recentWallets.map((w) => w.id)).toContain('rainbow')
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'All wallets' }).textContent).toBe('Found Wallet'),
    )
    expect(appKit.getEvent()?.data).toEqual({
      type: 'track',
      event: 'SEARCH_WALLET',
      properties: { badge: '', search: 'found' },
    })
  })
})
