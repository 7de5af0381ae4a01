import { UserRejectedRequestError, type Wallet } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getAxeViolations, makeViewCore, renderView } from '../../testing/renderAccountView'
import ConnectingWalletConnectView from './ConnectingWalletConnectView'
import { addPairing, openOn, qrShows } from './testing'

const rainbow: Wallet = {
  id: 'rainbow-id',
  name: 'Rainbow',
  image_id: 'rainbow-image',
  rdns: 'me.rainbow',
  mobile_link: 'rainbow://',
  desktop_link: 'https://rainbow.example/desktop?ref=x#frag',
  webapp_link: 'javascript:alert(1)//',
}

afterEach(() => {
  vi.useRealTimers()
})

async function setUp(wallet: Wallet | null = rainbow, isMobile = false) {
  const made = makeViewCore(
    {},
    { platform: { isMobile, url: 'https://dapp.example/swap?x=1', domain: 'dapp.example' } },
  )
  const rig = addPairing(made.evm)
  await openOn(made.core, wallet ?? undefined)
  return { ...made, rig }
}

describe('ConnectingWalletConnect view', () => {
  it("shows the QR code of the pairing's wc: URI with the wallet's logo and a copy-link button", async () => {
    const { core, evm, rig } = await setUp()
    const opened: string[] = []
    const { container } = renderView(
      <ConnectingWalletConnectView openLink={(link) => opened.push(link)} />,
      core,
    )
    await screen.findByRole('img', { name: 'QR code to connect Rainbow' })
    expect(evm.calls).toEqual(['connect:walletConnect'])
    expect(qrShows(rig.uris[0] ?? '', 'Rainbow')).toBe(true)
    expect(container.querySelector('.ak-qr-logo img')?.getAttribute('src')).toContain(
      'getWalletImage/rainbow-image',
    )
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(
      screen.getByText('Open Rainbow on your phone and scan this code to connect.'),
    ).toBeTruthy()
    expect(await getAxeViolations(container)).toEqual([])
  })

  it('SPEC §5/§9: refreshes the pairing when under 10 s of its 4-minute lifetime remain', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { core, rig } = await setUp()
    renderView(<ConnectingWalletConnectView />, core)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(rig.uris).toHaveLength(1)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(229_999)
    })
    expect(rig.refreshes).toBe(0)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(rig.refreshes).toBe(1)
    expect(qrShows(rig.uris[1] ?? '', 'Rainbow')).toBe(true)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(230_000)
    })
    expect(rig.refreshes).toBe(2)
    expect(rig.answers).toHaveLength(1)
  })

  it('SPEC §9 "retry after 1 s": a failed connection is tried again after 1 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { core, evm, rig } = await setUp()
    renderView(<ConnectingWalletConnectView />, core)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
    await act(async () => {
      rig.answers[0]?.reject(new Error('relay unreachable'))
      await vi.advanceTimersByTimeAsync(999)
    })
    expect(evm.calls).toEqual(['connect:walletConnect'])
    expect(screen.getByRole('status').textContent).toBe('Connecting failed, trying again')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(evm.calls).toEqual(['connect:walletConnect', 'connect:walletConnect'])
  })

  it('HOSTILE B: a rejected proposal shows the declined state, no automatic retry, and Try again asks again', async () => {
    const { core, evm, rig } = await setUp()
    renderView(<ConnectingWalletConnectView />, core)
    await waitFor(() => expect(rig.answers).toHaveLength(1))
    rig.answers[0]?.reject(new UserRejectedRequestError())
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Connection rejected')
    expect(core.chain.namespaces.eip155?.accountState.status).toBe('disconnected')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() =>
      expect(evm.calls).toEqual(['connect:walletConnect', 'connect:walletConnect']),
    )
    await screen.findByRole('img', { name: 'QR code to connect Rainbow' })
  })

  it('connects when the wallet approves: the account is set and the modal closes', async () => {
    const { core, rig } = await setUp()
    renderView(<ConnectingWalletConnectView />, core)
    await waitFor(() => expect(rig.answers).toHaveLength(1))
    rig.answers[0]?.resolve()
    await waitFor(() => expect(core.modal.open).toBe(false))
    expect(core.chain.namespaces.eip155?.accountState.caipAddress).toBe('eip155:1:0xa')
    expect(core.connectors.recentWallets[0]?.id).toBe('rainbow-id')
  })

  it('leaving the view cancels the pending connection at once, and the account stays disconnected', async () => {
    const { core, rig } = await setUp()
    const { unmount } = renderView(<ConnectingWalletConnectView />, core)
    await waitFor(() => expect(rig.answers).toHaveLength(1))
    expect(core.chain.namespaces.eip155?.accountState.status).toBe('connecting')
    unmount()
    expect(rig.cancels).toBe(1)
    await waitFor(() =>
      expect(core.chain.namespaces.eip155?.accountState.status).toBe('disconnected'),
    )
  })

  it('tabs for what the wallet offers, keyboard operable; desktop opens its https link with the URI encoded; an unsafe web link is never opened', async () => {
    const { core, rig } = await setUp()
    const opened: [string, string][] = []
    renderView(
      <ConnectingWalletConnectView openLink={(link, target) => opened.push([link, target])} />,
      core,
    )
    const tabs = await screen.findAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Mobile', 'Desktop', 'Web'])
    await waitFor(() => expect(rig.uris).toHaveLength(1))
    tabs[0]?.focus()
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'Desktop' }).getAttribute('aria-selected')).toBe('true')
    await userEvent.click(screen.getByRole('button', { name: 'Open Rainbow desktop' }))
    const uri = rig.uris[0] ?? ''
    expect(opened).toEqual([
      [`https://rainbow.example/desktop/wc?uri=${encodeURIComponent(uri)}`, '_blank'],
    ])
    await userEvent.click(screen.getByRole('tab', { name: 'Web' }))
    expect(screen.getByText('This wallet offers no link that can be opened safely.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Open Rainbow web app' })).toBeNull()
    expect(opened).toHaveLength(1)
  })

  it("on a phone the mobile tab opens the wallet's mobile_link with the encoded URI", async () => {
    const { core, rig } = await setUp(rainbow, true)
    const opened: [string, string][] = []
    renderView(
      <ConnectingWalletConnectView openLink={(link, target) => opened.push([link, target])} />,
      core,
    )
    await waitFor(() => expect(rig.uris).toHaveLength(1))
    await userEvent.click(await screen.findByRole('button', { name: 'Open Rainbow' }))
    expect(opened).toEqual([[`rainbow://wc?uri=${encodeURIComponent(rig.uris[0] ?? '')}`, '_self']])
  })

  it('SPEC §2 "Mobile deep links open Phantom, Solflare or Coinbase wallet pages with the current page URL as a redirect parameter": Phantom\'s and Solflare\'s browse links, exactly', async () => {
    const page = encodeURIComponent('https://dapp.example/swap?x=1')
    const ref = encodeURIComponent('https://dapp.example')
    const cases: [Wallet, string][] = [
      [
        { id: 'phantom-id', name: 'Phantom', mobile_link: 'phantom://' },
        `https://phantom.app/ul/browse/${page}?ref=${ref}`,
      ],
      [
        { id: 'solflare-id', name: 'Solflare', mobile_link: 'solflare://' },
        `https://solflare.com/ul/v1/browse/${page}?ref=${ref}`,
      ],
    ]
    for (const [wallet, expected] of cases) {
      const { core, rig } = await setUp(wallet, true)
      const opened: [string, string][] = []
      const { unmount } = renderView(
        <ConnectingWalletConnectView openLink={(link, target) => opened.push([link, target])} />,
        core,
      )
      await waitFor(() => expect(rig.uris).toHaveLength(1))
      await userEvent.click(await screen.findByRole('button', { name: `Open ${wallet.name}` }))
      // The page URL is the redirect (encoded: its ? cannot add parameters); no wc: URI leaks.
      expect(opened.map(([link]) => link)).toEqual([expected])
      expect(new URL(expected).searchParams.get('ref')).toBe('https://dapp.example')
      unmount()
    }
  })

  it('offers the browser extension when the wallet is installed here, and switches to it', async () => {
    const { core } = await setUp()
    controllers.connectors.addConnector(core.connectors, {
      id: 'me.rainbow',
      type: 'ANNOUNCED',
      name: 'Rainbow',
      chain: 'eip155',
      info: { rdns: 'me.rainbow' },
    })
    renderView(<ConnectingWalletConnectView />, core)
    await userEvent.click(await screen.findByRole('tab', { name: 'Browser' }))
    await userEvent.click(screen.getByRole('button', { name: 'Use the Rainbow extension' }))
    expect(core.router.view).toBe('ConnectingExternal')
    expect(core.router.data?.connectorId).toBe('me.rainbow')
  })

  it('without a wallet shows the QR code for any WalletConnect wallet, without tabs', async () => {
    const { core } = await setUp(null)
    renderView(<ConnectingWalletConnectView />, core)
    await screen.findByRole('img', { name: 'QR code to connect WalletConnect' })
    expect(screen.queryByRole('tab')).toBeNull()
    expect(
      screen.getByText('Scan this code with a WalletConnect-compatible wallet on your phone.'),
    ).toBeTruthy()
  })

  it('says so when no adapter pairs over WalletConnect', async () => {
    const { core } = makeViewCore()
    await flows.open(core, { view: 'Connect' })
    renderView(<ConnectingWalletConnectView />, core)
    expect(await screen.findByText('WalletConnect is not set up for this app.')).toBeTruthy()
  })
})
