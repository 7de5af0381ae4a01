import * as flows from '@appkit/core/flows'
import { act, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestAppKit, type TestAppKit } from '../testing/createTestAppKit'
import { getAxeViolations } from '../testing/renderInModal'
import { defineAppKitElements } from './defineAppKitElements'

afterEach(async () => {
  // Removing the elements unmounts their React roots (in a microtask).
  document.body.innerHTML = ''
  await Promise.resolve()
})

/** Puts `html` in the page and returns its first element. */
function place(html: string): HTMLElement {
  const holder = document.createElement('div')
  holder.innerHTML = html
  document.body.appendChild(holder)
  const element = holder.firstElementChild
  if (!(element instanceof HTMLElement)) throw new Error(`no element in ${html}`)
  return element
}

/** Queries inside the element's shadow root, where its button renders. */
function inside(element: HTMLElement) {
  const shadow = element.shadowRoot
  if (!shadow) throw new Error(`<${element.localName}> has no shadow root`)
  return within(shadow as unknown as HTMLElement)
}

function connectDevWallet(test: TestAppKit) {
  test.evm.connectors.push({ id: 'io.dev', type: 'ANNOUNCED', name: 'Dev Wallet', chain: 'eip155' })
  test.evm.emit({ type: 'connectorsChanged', connectors: test.evm.connectors })
  return act(() =>
    flows.connectWallet(test.appKit.core, { namespace: 'eip155', connectorId: 'io.dev' }),
  )
}

describe('web components', () => {
  it('<appkit-button> is an unknown element until defineAppKitElements() runs, then the Connect button', async () => {
    createTestAppKit()
    const element = place('<appkit-button></appkit-button>')
    expect(customElements.get('appkit-button')).toBeUndefined()
    expect(element.shadowRoot).toBeNull()
    defineAppKitElements()
    for (const tag of [
      'appkit-button',
      'appkit-connect-button',
      'appkit-account-button',
      'appkit-network-button',
    ])
      expect(customElements.get(tag)).toBeDefined()
    expect(await inside(element).findByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    // Defining twice leaves the first definitions alone.
    expect(() => defineAppKitElements()).not.toThrow()
  })

  it('<appkit-connect-button> is a real button that the keyboard reaches and Enter opens the modal with', async () => {
    defineAppKitElements()
    const { appKit } = createTestAppKit()
    const element = place('<appkit-connect-button></appkit-connect-button>')
    const button = await inside(element).findByRole('button', { name: 'Connect Wallet' })
    expect(button.tagName).toBe('BUTTON')
    expect(button.tabIndex).toBe(0)
    button.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(appKit.getState().open).toBe(true))
    await waitFor(() => expect(button.textContent).toBe('Connecting...'))
    expect(button.getAttribute('aria-disabled')).toBe('true')
  })

  it('renders once createAppKit runs when the element was placed before it', async () => {
    defineAppKitElements()
    const element = place('<appkit-button></appkit-button>')
    expect(element.shadowRoot?.querySelector('button') ?? null).toBeNull()
    createTestAppKit()
    expect(await inside(element).findByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('reads label, loadingLabel and size from attributes and follows their changes', async () => {
    defineAppKitElements()
    const { appKit } = createTestAppKit()
    const element = place(
      '<appkit-button label="Sign in" loadingLabel="Wait" size="sm"></appkit-button>',
    )
    const button = await inside(element).findByRole('button', { name: 'Sign in' })
    expect(button.className).toContain('ak-button--small')
    element.setAttribute('label', 'Log in')
    expect(await inside(element).findByRole('button', { name: 'Log in' })).toBeTruthy()
    await act(() => appKit.open())
    await waitFor(() => expect(inside(element).getByRole('button').textContent).toBe('Wait'))
  })

  it("follows the modal's locale and messages (the catalogue's strings) and its theme mode", async () => {
    defineAppKitElements()
    const { appKit } = createTestAppKit({
      locale: 'fr',
      messages: { buttons: { connect: 'Connecter le portefeuille' } },
    })
    const element = place('<appkit-connect-button></appkit-connect-button>')
    const button = await inside(element).findByRole('button', { name: 'Connecter le portefeuille' })
    expect(button.closest('[lang]')?.getAttribute('lang')).toBe('fr')
    const themed = () => element.shadowRoot?.querySelector('[data-theme]')
    expect(themed()?.getAttribute('data-theme')).toBe('light')
    act(() => appKit.setThemeMode('dark'))
    await waitFor(() => expect(themed()?.getAttribute('data-theme')).toBe('dark'))
  })

  it('<appkit-button> and <appkit-account-button balance="hide"> show the account once connected, which opens Account', async () => {
    defineAppKitElements()
    const test = createTestAppKit()
    const button = place('<appkit-button></appkit-button>')
    const account = place('<appkit-account-button balance="hide"></appkit-account-button>')
    await inside(button).findByRole('button', { name: 'Connect Wallet' })
    expect(account.shadowRoot?.querySelector('button') ?? null).toBeNull()
    await connectDevWallet(test)
    const shown = await inside(button).findByRole('button', { name: /0x1/ })
    await waitFor(() => expect(shown.textContent).toContain('1.5 ETH'))
    const hidden = await inside(account).findByRole('button', { name: /0x1/ })
    expect(hidden.textContent).not.toContain('ETH')
    await userEvent.click(hidden)
    await waitFor(() => expect(test.appKit.core.router.view).toBe('Account'))
  })

  it('<appkit-network-button> names the active network and opens Networks', async () => {
    defineAppKitElements()
    const test = createTestAppKit()
    const element = place('<appkit-network-button></appkit-network-button>')
    await userEvent.click(await inside(element).findByRole('button', { name: /Ethereum/ }))
    await waitFor(() => expect(test.appKit.core.router.view).toBe('Networks'))
  })

  it('has no axe violations, disconnected and connected', async () => {
    defineAppKitElements()
    const test = createTestAppKit()
    const elements = [
      place('<appkit-button></appkit-button>'),
      place('<appkit-network-button></appkit-network-button>'),
      place('<appkit-account-button></appkit-account-button>'),
    ]
    const audit = async () => {
      const found: string[] = []
      for (const element of elements) {
        const container = element.shadowRoot?.firstElementChild
        if (container) found.push(...(await getAxeViolations(container)))
      }
      return found
    }
    await inside(elements[0]!).findByRole('button', { name: 'Connect Wallet' })
    expect(await audit()).toEqual([])
    await connectDevWallet(test)
    await inside(elements[2]!).findByRole('button', { name: /0x1/ })
    expect(await audit()).toEqual([])
  })

  it('stops rendering when removed from the page and renders again when put back', async () => {
    defineAppKitElements()
    createTestAppKit()
    const element = place('<appkit-button></appkit-button>')
    await inside(element).findByRole('button', { name: 'Connect Wallet' })
    const parent = element.parentElement!
    element.remove()
    await act(() => Promise.resolve())
    expect(element.shadowRoot?.querySelector('button') ?? null).toBeNull()
    parent.appendChild(element)
    expect(await inside(element).findByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })
})
