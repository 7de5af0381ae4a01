import { expect, test } from './demoTest'
import { modalDialog } from './modal'

test("the modal in its shadow root is isolated from a hostile host stylesheet ('* { all: unset }', 'button { display: none !important }'): its buttons stay visible and styled", async ({
  page,
  openDemo,
}) => {
  await openDemo()
  await expect(page.locator('#connect')).toBeVisible()
  await page.addStyleTag({
    content: '* { all: unset } button { display: none !important }',
  })
  // The host page's own button obeys the hostile sheet: it is hidden.
  await expect(page.locator('#connect')).toBeHidden()
  // The hidden button still takes a click event (as a script of the page would send it).
  await page.locator('#connect').dispatchEvent('click')
  const dialog = modalDialog(page, 'Connect Wallet')
  await expect(dialog).toBeVisible()
  const tile = dialog.getByRole('button', { name: /AppKit Dev Wallet/ })
  await expect(tile).toBeVisible()
  const close = dialog.getByRole('button', { name: 'Close' })
  await expect(close).toBeVisible()
  const style = await close.evaluate((element) => {
    const computed = getComputedStyle(element)
    return { display: computed.display, cursor: computed.cursor, width: element.clientWidth }
  })
  expect(style.display).not.toBe('none')
  expect(style.cursor).toBe('pointer')
  expect(style.width).toBeGreaterThan(0)
  const dialogBox = await dialog.boundingBox()
  expect(dialogBox?.width).toBeGreaterThan(300)
})
