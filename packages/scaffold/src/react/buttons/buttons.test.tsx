import * as flows from '@appkit/core/flows'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestAppKit } from '../../testing/createTestAppKit'
import { AccountButton } from './AccountButton'
import { AppKitButton } from './AppKitButton'
import { ConnectButton } from './ConnectButton'
import { NetworkButton } from './NetworkButton'

afterEach(() => {
  document.body.innerHTML = ''
})

function connectDevWallet(test: ReturnType<typeof createTestAppKit>) {
  test.evm.connectors.push({ id: 'io.dev', type: 'ANNOUNCED', name: 'Dev Wallet', chain: 'eip155' })
  test.evm.emit({ type: 'connectorsChanged', connectors: test.evm.connectors })
  return act(() =>
    flows.connectWallet(test.appKit.core, { namespace: 'eip155', connectorId: 'io.dev' }),
  )
}

describe('buttons', () => {
  it('<ConnectButton/> opens the modal and shows its loading label while it is open', async () => {
    const { appKit } = createTestAppKit({ messages: { buttons: { connect: 'Se connecter' } } })
    render(<ConnectButton />)
    const button = screen.getByRole('button', { name: 'Se connecter' })
    fireEvent.click(button)
    await waitFor(() => expect(appKit.getState().open).toBe(true))
    expect(document.querySelector('appkit-modal')).not.toBeNull()
    await waitFor(() => expect(button.textContent).toBe('Connecting...'))
    expect(button.getAttribute('aria-disabled')).toBe('true')
  })

  it('<AppKitButton/> shows Connect while disconnected, then the account with its balance, which opens Account', async () => {
    const test = createTestAppKit()
    render(<AppKitButton />)
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    await connectDevWallet(test)
    const account = await screen.findByRole('button', { name: /0x1/ })
    await waitFor(() => expect(account.textContent).toContain('1.5 ETH'))
    expect(test.evm.calls).toContain('connect:io.dev')
    fireEvent.click(account)
    await waitFor(() => expect(test.appKit.core.router.view).toBe('Account'))
  })

  it('<AccountButton balance="hide"/> renders nothing while disconnected and no balance once connected', async () => {
    const test = createTestAppKit()
    const { container } = render(<AccountButton balance="hide" />)
    expect(container.querySelector('button')).toBeNull()
    await connectDevWallet(test)
    const account = await screen.findByRole('button', { name: /0x1/ })
    expect(account.textContent).not.toContain('ETH')
  })

  it('<NetworkButton/> names the active network, warns on an unsupported one, and opens Networks', async () => {
    const test = createTestAppKit()
    render(<NetworkButton />)
    const button = screen.getByRole('button', { name: /Ethereum/ })
    fireEvent.click(button)
    await waitFor(() => expect(test.appKit.core.router.view).toBe('Networks'))
    act(() => {
      const state = test.appKit.core.chain.namespaces.eip155
      if (state)
        state.networkState.caipNetwork = {
          ...test.appKit.core.chain.networks[0]!,
          caipNetworkId: 'eip155:999',
          name: 'Unknown',
        }
    })
    expect(await screen.findByRole('button', { name: /Switch network/ })).toBeTruthy()
  })

  it("<NetworkButton/> shows the API's network logo only once the visitor has connected (SPEC: nothing is sent before the visitor acts)", async () => {
    const test = createTestAppKit({ apiUrls: { wallet: 'http://127.0.0.1:4000' } })
    const { container } = render(<NetworkButton />)
    await screen.findByRole('button', { name: /Ethereum/ })
    // Before: no image request at all; the monogram stands in.
    expect(container.querySelector('img')).toBeNull()
    await connectDevWallet(test)
    await waitFor(() =>
      expect(container.querySelector('img')?.getAttribute('src')).toMatch(
        /^http:\/\/127\.0\.0\.1:4000\/public\/getAssetImage\/eip155%3A1\?/,
      ),
    )
  })
})
