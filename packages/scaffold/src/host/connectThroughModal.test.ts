import { getDeepActiveElement } from '@appkit/ui'
import { waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestAppKit, getModalRoot } from '../testing/createTestAppKit'
import { getAxeViolations } from '../testing/renderInModal'

const getDeepActive = () => getDeepActiveElement() as HTMLElement | null

const made: ReturnType<typeof createTestAppKit>[] = []
afterEach(() => {
  for (const test of made.splice(0)) test.appKit.destroy()
  document.body.innerHTML = ''
})

function setup() {
  const test = createTestAppKit()
  made.push(test)
  test.evm.connectors.push({
    id: 'io.dev',
    type: 'ANNOUNCED',
    name: 'Dev Wallet',
    chain: 'eip155',
    info: { rdns: 'io.dev' },
  })
  test.evm.emit({ type: 'connectorsChanged', connectors: test.evm.connectors })
  return test
}

describe('connecting through the modal', () => {
  it('opens on Connect (its chunk loaded on demand) with focus in the dialog, connects the chosen wallet with Enter, keeps focus in the dialog across views, closes and gives focus back', async () => {
    const { appKit, evm } = setup()
    const opener = document.createElement('button')
    opener.textContent = 'Open'
    opener.addEventListener('click', () => void appKit.open())
    document.body.appendChild(opener)
    const user = userEvent.setup()
    opener.focus()
    await user.keyboard('{Enter}')
    // The first open() loads the host chunk (react-dom/client): seconds on a busy machine.
    const root = await waitFor(() => getModalRoot(), { timeout: 15_000 })
    await waitFor(() =>
      expect(root.querySelector('[data-view="Connect"] .ak-wallet-item')).not.toBeNull(),
    )
    expect(root.querySelector('h2')?.textContent).toBe('Connect Wallet')
    // user-event's Tab does not enter a shadow root (a browser's does: the demo's Chromium tests
    // cover it), so focus goes to the tile as Tab would put it there; Enter is the keyboard's.
    // Focus starts on the first control: the header's help button.
    expect(getDeepActive()?.getAttribute('aria-label')).toBe('What is a wallet?')
    root.querySelector<HTMLButtonElement>('[data-wallet-id="connector:io.dev"]')?.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(appKit.core.router.view).toBe('ConnectingExternal'))
    expect(root.querySelector('[role="dialog"]')?.contains(getDeepActive() ?? null)).toBe(true)
    await waitFor(() => expect(appKit.getIsConnected()).toBe(true), { timeout: 15_000 })
    expect(evm.calls).toEqual(['connect:io.dev'])
    await waitFor(() => expect(appKit.getState().open).toBe(false))
    await waitFor(() => expect(root.querySelector('[role="dialog"]')).toBeNull())
    expect(document.activeElement).toBe(opener)
  }, 30_000)

  it('has no axe violations in the open modal (dialog, header, Connect) inside its shadow root', async () => {
    const { appKit } = setup()
    await appKit.open()
    const root = getModalRoot()
    await waitFor(
      () => expect(root.querySelector('[data-view="Connect"] .ak-wallet-item')).not.toBeNull(),
      { timeout: 15_000 },
    )
    const dialog = root.querySelector('[role="dialog"]') as Element
    expect(await getAxeViolations(dialog)).toEqual([])
  })

  it('SPEC §2 "otherwise Account if an address is connected": opening again shows Account', async () => {
    const { appKit } = setup()
    await appKit.open({
      view: 'ConnectingExternal',
      data: { connectorId: 'io.dev', wallet: { id: 'io.dev', name: 'Dev Wallet' } },
    })
    await waitFor(() => expect(appKit.getIsConnected()).toBe(true))
    await appKit.open()
    expect(appKit.core.router.view).toBe('Account')
    await waitFor(() => expect(getModalRoot().querySelector('h2')?.textContent).toBe('Account'), {
      timeout: 15_000,
    })
  }, 30_000)
})
