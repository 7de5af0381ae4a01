import { expect, test } from './demoTest'
import { connectionRequestCount, setDevWalletMode } from './devWallet'
import { keyboardDriver, mouseDriver } from './inputDriver'
import { devWalletTile, modalDialog } from './modal'

for (const driver of ['mouse', 'keyboard'] as const) {
  test(`with the ${driver}: the wallet rejecting with 4001 shows "Connection rejected" with Try again, stays disconnected without asking again, and Try again connects`, async ({
    page,
    openDemo,
  }) => {
    const input = driver === 'mouse' ? mouseDriver() : keyboardDriver(page)
    await openDemo({ walletMode: 'reject', recordWalletRequests: true })
    await input.activate(page.locator('#connect'))
    await input.activate(devWalletTile(page))
    const connecting = modalDialog(page, 'AppKit Dev Wallet')
    await expect(connecting).toContainText('Connection rejected')
    await expect(page.getByTestId('appkit-status')).toHaveText('disconnected')
    await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
    // HOSTILE B: a 4001 is not retried on its own; one request, then one per Try again.
    expect(await connectionRequestCount(page)).toBe(1)

    await setDevWalletMode(page, 'approve')
    await input.activate(connecting.getByRole('button', { name: 'Try again' }))
    await expect(page.getByTestId('appkit-status')).toHaveText('connected')
    expect(await connectionRequestCount(page)).toBe(2)
  })
}
