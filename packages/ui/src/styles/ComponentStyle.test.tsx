import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { expect, test } from 'vitest'
import { Dialog } from '../components/Dialog/Dialog'
import { Header } from '../components/Header/Header'
import { ThemeRoot } from '../theme/ThemeRoot'
import { ComponentStyle } from './ComponentStyle'

test('"need no global CSS from the host": mounted in a shadow root, the styles land in that shadow root, once each', async () => {
  const host = document.createElement('div')
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  const container = document.createElement('div')
  shadow.append(container)
  const root = createRoot(container)
  await act(async () => {
    root.render(
      <ThemeRoot mode="dark">
        <Dialog open onClose={() => {}}>
          <Header
            title="Connect"
            messages={{ back: 'b', close: 'c', help: 'h' }}
            onClose={() => {}}
            onHelp={() => {}}
          />
        </Dialog>
      </ThemeRoot>,
    )
  })
  const hrefs = [...shadow.querySelectorAll('style')].map((style) => style.dataset.href)
  expect(hrefs).toEqual(
    expect.arrayContaining(['appkit-root', 'appkit-dialog', 'appkit-header', 'appkit-button']),
  )
  // two IconButtons render the button styles, one <style> results
  expect(hrefs.filter((href) => href === 'appkit-button')).toHaveLength(1)
  expect(document.head.querySelector('style[data-href^="appkit-"]')).toBeNull()
  expect(shadow.querySelector('[role="dialog"]')).not.toBeNull()
  await act(async () => root.unmount())
  host.remove()
})

test('outside a ThemeRoot the styles land in the document head, once each, and stay after unmount', async () => {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => {
    root.render(
      <>
        <ComponentStyle id="test-outside" css=".outside{color:red}" />
        <ComponentStyle id="test-outside" css=".outside{color:red}" />
      </>,
    )
  })
  const styles = document.head.querySelectorAll('style[data-href="appkit-test-outside"]')
  expect(styles).toHaveLength(1)
  expect(styles[0]?.textContent).toBe('.outside{color:red}')
  expect(container.querySelector('style')).toBeNull()
  await act(async () => root.unmount())
  // React 19 keeps a hoisted style for the next render; React 18 does the same.
  expect(document.head.querySelector('style[data-href="appkit-test-outside"]')).not.toBeNull()
  container.remove()
})
