import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

const html = readFileSync(join(import.meta.dirname, 'webComponents.html'), 'utf8')

afterEach(() => {
  document.body.innerHTML = ''
})

/** The button rendered in the shadow root of the page's first `tag`. */
function shownButton(tag: string): HTMLButtonElement | null {
  return document.querySelector(tag)?.shadowRoot?.querySelector('button') ?? null
}

describe('the web components example page', () => {
  it('uses the four elements and loads its script as a module', () => {
    for (const tag of [
      'appkit-button',
      'appkit-connect-button',
      'appkit-account-button',
      'appkit-network-button',
    ])
      expect(html).toContain(`<${tag}`)
    expect(html).toContain('<script type="module" src="./webComponentsPage.ts"></script>')
  })

  it('shows the buttons once its script ran, without touching the network', async () => {
    const requests: string[] = []
    const realFetch = globalThis.fetch
    globalThis.fetch = async (input) => {
      requests.push(String(input))
      throw new Error('no request is expected before the visitor acts')
    }
    try {
      const body = html.match(/<body>([\s\S]*?)<script/)?.[1]
      expect(body).toBeDefined()
      document.body.innerHTML = body ?? ''
      const { appKit } = await import('./webComponentsPage')
      await waitFor(() => expect(shownButton('appkit-button')?.textContent).toBe('Connect Wallet'))
      await waitFor(() =>
        expect(shownButton('appkit-connect-button')?.textContent).toBe('Connect to start'),
      )
      await waitFor(() =>
        expect(shownButton('appkit-network-button')?.textContent).toContain('Ethereum'),
      )
      // Disconnected: the account button renders nothing.
      expect(shownButton('appkit-account-button')).toBeNull()
      appKit.destroy()
    } finally {
      globalThis.fetch = realFetch
    }
    expect(requests).toEqual([])
  })
})
