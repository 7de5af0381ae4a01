import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus, as a keyboard user would;
 * fails after `maxPresses`. No mouse is used.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, maxPresses = 60 } = {},
): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await target.evaluate((element) => element.matches(':focus'))) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  await expect(target, `not reached with ${maxPresses} presses of Tab`).toBeFocused()
}
