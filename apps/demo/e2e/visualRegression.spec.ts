// Screenshot comparisons of the modal's views in light, dark, right-to-left and at phone width,
// against the images checked in beside this file (`visualRegression.spec.ts-snapshots/`). Update
// them on purpose with `pnpm --filter @appkit/demo exec playwright test e2e/visualRegression.spec.ts
// --update-snapshots`, and look at every changed image before committing it.
//
// What changes from run to run is masked, not compared: balances and token amounts (the devnet is
// shared with the other specs, which send from the same account), the Account tabs' panel
// (activity times, NFTs) and the WalletConnect QR code (a new pairing URI each time).
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './demoTest'
import { injectDevWallet } from './devWallet'
import { devWalletTile, modalDialog } from './modal'

/** The modal's words the spec finds its way by, in the language of a variant. */
type Words = {
  connect: string
  allWallets: string
  account: string
  features: string
  receive: string
  send: string
  networks: string
  /** The balance while it loads. */
  loading: RegExp
  /** The texts on Send that show the (changing) balance. */
  balance: RegExp
}

const english: Words = {
  connect: 'Connect Wallet',
  allWallets: 'All Wallets',
  account: 'Account',
  features: 'Wallet features',
  receive: 'Receive',
  send: 'Send',
  networks: 'Choose Network',
  loading: /loading/i,
  balance: /balance|available|max/i,
}

// The Arabic catalogue's texts of the same keys (titles, account.features, account.receive/send,
// account.balanceLoading, send.available).
const arabic: Words = {
  connect: 'ربط المحفظة',
  allWallets: 'كل المحافظ',
  account: 'الحساب',
  features: 'ميزات المحفظة',
  receive: 'استلام',
  send: 'إرسال',
  networks: 'اختيار الشبكة',
  loading: /جارٍ/,
  balance: /الرصيد|المتاح/,
}

type Variant = {
  name: string
  query: string
  viewport: { width: number; height: number }
  words: Words
}

const desktop = { width: 1280, height: 900 }
const variants: readonly Variant[] = [
  { name: 'light', query: '?theme=light', viewport: desktop, words: english },
  { name: 'dark', query: '?theme=dark', viewport: desktop, words: english },
  { name: 'rtl', query: '?theme=light&locale=ar', viewport: desktop, words: arabic },
  { name: 'phone', query: '?theme=light', viewport: { width: 375, height: 812 }, words: english },
]

/** Waits until every image in the modal has loaded (logos come from apps/api). */
async function imagesLoaded(dialog: Locator): Promise<void> {
  await expect
    .poll(() =>
      dialog.evaluate((root) =>
        Array.from(root.querySelectorAll('img')).every(
          (image) => image.complete && image.naturalWidth > 0,
        ),
      ),
    )
    .toBe(true)
}

/**
 * Compares the dialog with its checked-in image, what changes between runs masked, or hidden
 * (`hide`: CSS selectors drawn invisible, for a text whose width changes, which a mask's box
 * would follow).
 */
async function expectView(
  dialog: Locator,
  file: string,
  mask: Locator[] = [],
  hide: string[] = [],
): Promise<void> {
  await expect(dialog).toBeVisible()
  await imagesLoaded(dialog)
  // No hover state in the picture: the pointer rests in the page's corner, outside the dialog.
  await dialog.page().mouse.move(0, 0)
  // In the modal's shadow root, which a screenshot's `style` option does not reach.
  const setHidden = (hidden: boolean) =>
    Promise.all(
      hide.map((selector) =>
        dialog.locator(selector).evaluateAll(
          (elements, value) => {
            for (const element of elements) (element as HTMLElement).style.visibility = value
          },
          hidden ? 'hidden' : '',
        ),
      ),
    )
  await setHidden(true)
  await expect(dialog).toHaveScreenshot(file, {
    animations: 'disabled',
    caret: 'hide',
    mask,
    // Anti-aliasing may differ a little between Chromium builds; a moved or missing element does not.
    maxDiffPixelRatio: 0.005,
  })
  await setHidden(false)
}

/** Opens a view from the demo page's own buttons (the modal is closed first). */
async function openFromPage(page: Page, view: string, title: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Close the modal' }).dispatchEvent('click')
  await page.getByRole('button', { name: `Open ${view}` }).click()
  return modalDialog(page, title)
}

for (const variant of variants) {
  test(`the modal's views look as reviewed (${variant.name}): Connect, AllWallets, Account, Networks, Receive and Send (empty, then with an amount)`, async ({
    page,
    devnet,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize(variant.viewport)
    await injectDevWallet(page, devnet, 'approve')
    await page.goto(`/${variant.query}`)
    const words = variant.words

    await page.locator('#connect').click()
    const connect = modalDialog(page, words.connect)
    await expectView(connect, `${variant.name}-connect.png`)

    const allWallets = await openFromPage(page, 'AllWallets', words.allWallets)
    await expect(allWallets.getByRole('button').nth(4)).toBeVisible()
    await expectView(allWallets, `${variant.name}-all-wallets.png`)

    await page.getByRole('button', { name: 'Close the modal' }).dispatchEvent('click')
    await page.locator('#connect').click()
    await devWalletTile(page, words.connect).click()
    await expect(page.getByTestId('appkit-status')).toHaveText('connected')

    const account = await openFromPage(page, 'Account', words.account)
    await expect(account.locator('.ak-account-balance')).not.toContainText(words.loading)
    // The balance's text (and so its width) follows the shared devnet account's balance.
    await expectView(
      account,
      `${variant.name}-account.png`,
      [account.getByRole('tabpanel')],
      ['.ak-account-balance'],
    )

    const features = account.getByRole('navigation', { name: words.features })
    await features.getByRole('button', { name: words.receive }).click()
    const receive = modalDialog(page, words.receive)
    await expect(receive.getByText(devnet.devAccount, { exact: true })).toBeVisible()
    await expectView(receive, `${variant.name}-receive.png`)

    const account2 = await openFromPage(page, 'Account', words.account)
    await account2
      .getByRole('navigation', { name: words.features })
      .getByRole('button', { name: words.send })
      .click()
    const send = modalDialog(page, words.send)
    await expect(send.getByRole('textbox').first()).toBeVisible()
    await expectView(send, `${variant.name}-send.png`, [send.getByText(words.balance)])

    // Send with a token chosen and an amount typed, the amount field focused (one focus ring). The
    // devnet's tokens have no price (a test network's), so no "≈ $" worth shows here; the Send
    // panel's unit tests cover it.
    const token = send.getByRole('combobox').first()
    const eth = await token.locator('option', { hasText: /^ETH / }).getAttribute('value')
    await token.selectOption(eth ?? '')
    const amount = send.getByRole('textbox').first()
    await amount.fill('2.5')
    await expect(amount).toBeFocused()
    // The balance line's whole row is masked: its text (and so its width) changes with the
    // shared devnet account's balance.
    await expectView(send, `${variant.name}-send-amount.png`, [
      token,
      send.locator('.ak-amount-caption'),
    ])

    const networks = await openFromPage(page, 'Networks', words.networks)
    await expectView(networks, `${variant.name}-networks.png`)
  })
}
