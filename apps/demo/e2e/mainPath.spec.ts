import { expect, test } from './demoTest'
import { keyboardDriver, mouseDriver } from './inputDriver'
import { runMainPath } from './mainPath'

for (const driver of ['mouse', 'keyboard'] as const) {
  test(`with the ${driver}${driver === 'keyboard' ? ' alone' : ''}: connect with the dev wallet, Account shows the devnet balance, sign (verified), send (receipt on the devnet), switch to chain 137, reload restores it, disconnect stays disconnected`, async ({
    page,
    devnet,
    openDemo,
    requestGuard,
    baseURL,
  }) => {
    await openDemo()
    await expect(page.locator('#connect')).toHaveText('Connect Wallet')
    await page.waitForLoadState('networkidle')
    // SPEC privacy: before the first click (or key press) only the page's own files are loaded.
    expect(requestGuard.beforeFirstInputBeyondPageAssets(new URL(baseURL ?? '').origin)).toEqual([])
    requestGuard.markFirstInput()
    await runMainPath(page, devnet, driver === 'mouse' ? mouseDriver() : keyboardDriver(page))
  })
}
