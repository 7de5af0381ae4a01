import { expect, test } from '@playwright/test'
import { openStory } from './stories'

test.describe('keyboard only', () => {
  test('Dialog: opens from its button, traps Tab, closes on Escape and gives focus back', async ({
    page,
  }) => {
    await openStory(page, 'components-dialog--opens-and-restores-focus')
    const opener = page.getByRole('button', { name: 'Open modal' })
    await page.keyboard.press('Tab')
    await expect(opener).toBeFocused()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Connect wallet' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'What is a wallet?' })).toBeFocused()
    // Help, Close and 3 wallets: 5 stops, so 5 presses wrap back to the first.
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'What is a wallet?' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(dialog.getByRole('button', { name: /^Trust Wallet/ })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(opener).toBeFocused()
    await expect(page.getByTestId('close-reason')).toHaveText('Last close: escape')
  })

  test('Dialog: after a view change removes the focused button, Tab brings focus back inside', async ({
    page,
  }) => {
    await openStory(page, 'components-viewtransition--switching-views')
    const dialog = page.getByRole('dialog', { name: 'Connect wallet' })
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(dialog.getByRole('button', { name: 'Show all wallets' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'All wallets' })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Back' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
  })

  test('OtpInput: digits advance, arrows move, Backspace steps back, paste fills', async ({
    page,
    context,
  }) => {
    await openStory(page, 'components-otpinput--six-digits')
    const boxes = page.getByRole('textbox')
    await page.keyboard.press('Tab')
    await expect(boxes.nth(0)).toBeFocused()
    await page.keyboard.type('12x3')
    await expect(boxes.nth(3)).toBeFocused()
    await expect(page.getByTestId('otp-code')).toHaveText('Code: 123')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(boxes.nth(1)).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Backspace')
    await expect(page.getByTestId('otp-code')).toHaveText('Code: 12')
    await page.keyboard.press('Backspace')
    await expect(boxes.nth(1)).toBeFocused()
    await expect(page.getByTestId('otp-code')).toHaveText('Code: 1')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.evaluate(() => navigator.clipboard.writeText('654321'))
    await page.keyboard.press('Home')
    await page.keyboard.press('ControlOrMeta+V')
    await expect(page.getByTestId('otp-complete')).toHaveText('Complete: 654321')
  })

  test('Tabs: arrows, Home and End select tabs and the panel follows', async ({ page }) => {
    await openStory(page, 'components-tabs--tokens-nfts-activity')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('tab', { name: 'Tokens' })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'NFTs' })).toBeFocused()
    await expect(page.getByRole('tabpanel')).toHaveText('No NFTs yet')
    await page.keyboard.press('End')
    await expect(page.getByRole('tab', { name: 'Activity' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Tokens' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('tabpanel')).toBeFocused()
  })

  test('Tabs under dir="rtl": Left moves to the next tab', async ({ page }) => {
    await openStory(page, 'components-tabs--right-to-left')
    await expect(page.locator('.ak-root')).toHaveAttribute('dir', 'rtl')
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('tab', { name: 'NFTs' })).toBeFocused()
  })

  test('WalletGrid: 600 wallets navigated and selected with keys only', async ({ page }) => {
    await openStory(page, 'components-walletgrid--six-hundred-wallets')
    const grid = page.getByRole('grid', { name: 'All wallets' })
    await page.keyboard.press('Tab')
    await expect(grid.getByRole('button', { name: /^Rainbow/ })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowDown')
    await expect(grid.getByRole('button', { name: 'Wallet 5' })).toBeFocused()
    await page.keyboard.press('End')
    await expect(grid.getByRole('button', { name: 'Wallet 599' })).toBeFocused()
    await expect(grid.getByRole('button', { name: 'Wallet 5', exact: true })).toHaveCount(0)
    await page.keyboard.press('PageUp')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('selected-wallet')).toHaveText('Selected: wallet-583')
    await page.keyboard.press('Home')
    await expect(grid.getByRole('button', { name: /^Rainbow/ })).toBeFocused()
    const rendered = await grid.getByRole('button').count()
    expect(rendered).toBeLessThan(40)
  })

  test('Checkbox (legal checkbox): Space toggles it, and Tab reaches the links of its label', async ({
    page,
  }) => {
    await openStory(page, 'components-checkbox--legal-consent')
    const checkbox = page.getByRole('checkbox', { name: /I agree to the Terms of Service/ })
    await page.keyboard.press('Tab')
    await expect(checkbox).toBeFocused()
    await expect(checkbox).not.toBeChecked()
    await page.keyboard.press('Space')
    await expect(checkbox).toBeChecked()
    await page.keyboard.press('Space')
    await expect(checkbox).not.toBeChecked()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Terms of Service' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeFocused()
    await expect(checkbox).not.toBeChecked()
  })
})
