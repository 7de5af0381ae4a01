import { expect, type Page, test } from '@playwright/test'
import { openStory } from './stories'

const hostileCss =
  '* { all: unset !important } button { display: none !important } div { color: red; font: 40px serif }'

async function snapshot(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Connect wallet' })
  await expect(dialog).toBeVisible()
  const box = await dialog.boundingBox()
  if (!box) throw new Error('the dialog has no box')
  // The card without its rounded corners, where the (changed) page behind shows through.
  const clip = { x: box.x, y: box.y + 40, width: box.width, height: box.height - 80 }
  const image = await page.screenshot({ clip, animations: 'disabled' })
  const continueBox = await dialog.getByRole('button', { name: 'Continue' }).boundingBox()
  return { box, image, continueBox }
}

for (const theme of ['light', 'dark'] as const) {
  test(`a hostile host stylesheet does not change the modal mounted in a shadow root (${theme})`, async ({
    page,
  }) => {
    await openStory(page, 'foundations-isolation--dialog-in-shadow-root', theme)
    const before = await snapshot(page)
    const hostButton = page.getByTestId('host-page-button')
    await expect(hostButton).toBeVisible()
    await page.addStyleTag({ content: hostileCss })
    // The host page's own button is hidden: the stylesheet is in force on the page.
    await expect(hostButton).toBeHidden()
    const after = await snapshot(page)
    expect(after.box).toEqual(before.box)
    expect(after.continueBox).toEqual(before.continueBox)
    if (Buffer.compare(after.image, before.image) !== 0) {
      await test.info().attach('before', { body: before.image, contentType: 'image/png' })
      await test.info().attach('after', { body: after.image, contentType: 'image/png' })
    }
    expect(Buffer.compare(after.image, before.image)).toBe(0)
  })
}

test('"prefers-reduced-motion honoured": the shake runs for 0 ms under reduce', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openStory(page, 'components-dialog--all-states')
  const duration = await page
    .getByRole('dialog')
    .evaluate((el) => getComputedStyle(el).animationDuration)
  expect(duration).toBe('0s')
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await expect
    .poll(() => page.getByRole('dialog').evaluate((el) => getComputedStyle(el).animationDuration))
    .toBe('0.5s')
})
