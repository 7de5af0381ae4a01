import { expect, test } from '@playwright/test'
import { openStory } from './stories'

test('"themeVariables overrides (font size master, border radius master)" move every step derived from them', async ({
  page,
}) => {
  await openStory(page, 'foundations-theme--theme-variables')
  const roots = page.locator('.ak-root .ak-root')
  const style = (index: number) =>
    roots
      .nth(index)
      .getByRole('button', { name: 'Connect' })
      .evaluate((button) => {
        const computed = getComputedStyle(button)
        return { fontSize: computed.fontSize, radius: computed.borderTopLeftRadius }
      })
  // Radius master 1px: the button's radius step (4 × master) is 4px; font size at the default.
  expect(await style(0)).toEqual({ fontSize: '14px', radius: '4px' })
  // Font size master 11px: body text (1.4 × master) is 15.4px; radius at the default 4 × 4px.
  expect(await style(1)).toEqual({ fontSize: '15.4px', radius: '16px' })
})
