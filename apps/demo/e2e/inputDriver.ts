import type { Locator, Page } from '@playwright/test'
import { tabTo } from './keyboard'

/** How a test presses a button: with the mouse, or with the keyboard alone (Tab, then Enter). */
export type InputDriver = {
  name: 'mouse' | 'keyboard'
  activate(target: Locator): Promise<void>
  /** Closes the modal: its Close button, or Escape. */
  closeModal(dialog: Locator): Promise<void>
}

/** Clicks. */
export function mouseDriver(): InputDriver {
  return {
    name: 'mouse',
    activate: (target) => target.click(),
    closeModal: (dialog) => dialog.getByRole('button', { name: 'Close' }).click(),
  }
}

/** Tabs to the target and presses Enter; closes with Escape. Never touches the mouse. */
export function keyboardDriver(page: Page): InputDriver {
  return {
    name: 'keyboard',
    activate: async (target) => {
      await tabTo(page, target)
      await page.keyboard.press('Enter')
    },
    closeModal: () => page.keyboard.press('Escape'),
  }
}
