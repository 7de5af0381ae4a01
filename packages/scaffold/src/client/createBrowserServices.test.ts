import { createCookieBackend } from '@appkit/core'
import { mainnet, makeTestAdapter, optimism } from '@appkit/core/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppKit } from './createAppKit'
import { createBrowserServices } from './createBrowserServices'

const quiet = {
  platform: { isMobile: false, url: 'http://127.0.0.1/app', domain: '127.0.0.1' },
  logger: { warn: () => {}, error: () => {} },
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    // biome-ignore lint/suspicious/noDocumentCookie: the test resets the page's cookie jar
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`
  }
}

afterEach(() => {
  localStorage.clear()
  clearCookies()
})

describe('createBrowserServices', () => {
  it("keeps core's storage in localStorage by default, under the prefix '@appkit-wallet/'", async () => {
    const appKit = createAppKit({
      networks: [mainnet, optimism],
      adapters: [makeTestAdapter('eip155', [mainnet, optimism])],
      services: quiet,
    })
    await appKit.ready
    await appKit.switchNetwork(optimism)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(localStorage.getItem('@appkit-wallet/active_caip_network_id')).toBe('"eip155:10"')
    expect(document.cookie).toBe('')
    appKit.destroy()
  })

  it("with storage: 'cookie' keeps the state in cookies, which a server reading the request's Cookie header renders from (SSR)", async () => {
    const inBrowser = createAppKit({
      networks: [mainnet, optimism],
      adapters: [makeTestAdapter('eip155', [mainnet, optimism])],
      storage: 'cookie',
      services: quiet,
    })
    await inBrowser.ready
    await inBrowser.switchNetwork(optimism)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(document.cookie).toContain('%40appkit-wallet%2Factive_caip_network_id=%22eip155%3A10%22')
    expect(localStorage.length).toBe(0)
    inBrowser.destroy()
    // The server gets the page's cookies as the request's Cookie header.
    const header = document.cookie
    const setCookies: string[] = []
    const onServer = createAppKit({
      networks: [mainnet, optimism],
      adapters: [makeTestAdapter('eip155', [mainnet, optimism])],
      services: {
        ...quiet,
        storage: createCookieBackend({ read: () => header, write: (c) => setCookies.push(c) }),
      },
    })
    await onServer.ready
    expect(onServer.getCaipNetwork()?.caipNetworkId).toBe('eip155:10')
    onServer.destroy()
  })

  it('gives the storage backend, fetch and platform of the page', () => {
    const services = createBrowserServices()
    services.storage?.setItem('@appkit-wallet/connected_social', '"google"')
    expect(localStorage.getItem('@appkit-wallet/connected_social')).toBe('"google"')
    expect(services.platform?.url).toBe(window.location.href)
    expect(typeof services.fetch).toBe('function')
    const cookies = createBrowserServices('cookie')
    cookies.storage?.setItem('@appkit-wallet/connected_social', '"github"')
    expect(document.cookie).toContain('%40appkit-wallet%2Fconnected_social=%22github%22')
  })
})
