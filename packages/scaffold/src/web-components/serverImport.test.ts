// @vitest-environment node
import { expect, it } from 'vitest'

it('the web components entry imports and defineAppKitElements() returns on a server (no customElements)', async () => {
  expect(typeof customElements).toBe('undefined')
  const { defineAppKitElements, APPKIT_ELEMENT_TAGS } = await import('../exports/web-components')
  expect(() => defineAppKitElements()).not.toThrow()
  expect(Object.values(APPKIT_ELEMENT_TAGS).sort()).toEqual([
    'appkit-account-button',
    'appkit-button',
    'appkit-connect-button',
    'appkit-network-button',
  ])
})
