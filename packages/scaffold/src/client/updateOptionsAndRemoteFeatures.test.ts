import type { RemoteFeatures } from '@appkit/core'
import * as flows from '@appkit/core/flows'
import type { TestServer } from '@appkit/core/testing'
import { mainnet } from '@appkit/core/testing'
import { waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestAppKit, destroyTestAppKits, getModalRoot } from '../testing/createTestAppKit'
import { startCorsTestServer } from '../testing/startCorsTestServer'
import type { CreateAppKitOptions } from './CreateAppKitOptions'

// The wallet service (apps/api's GET /getWallets and GET /appkit/v1/config, its own tests run
// them for real) answered by a loopback server, so the registry's wallets are known: it honours
// `include` and `exclude` as apps/api does.
const registry = [
  { id: 'rainbow', name: 'Rainbow' },
  { id: 'zerion', name: 'Zerion' },
]
let server: TestServer
beforeAll(async () => {
  server = await startCorsTestServer({
    'GET /getWallets': (request) => {
      const include = String(request.query.include ?? '')
        .split(',')
        .filter(Boolean)
      const exclude = String(request.query.exclude ?? '')
        .split(',')
        .filter(Boolean)
      const data = registry.filter(
        (w) => (include.length === 0 || include.includes(w.id)) && !exclude.includes(w.id),
      )
      return { body: { data, count: data.length } }
    },
    'GET /appkit/v1/config': () => ({
      body: {
        projectId: 'test-project',
        features: {
          swaps: ['1inch'],
          onramp: false,
          email: false,
          socials: false,
          activity: true,
          reownBranding: true,
          multiWallet: false,
        },
      },
    }),
    'GET /projects/v1/origins': () => ({ body: { allowedOrigins: ['http://127.0.0.1'] } }),
  })
})
afterAll(() => server.close())
afterEach(() => {
  destroyTestAppKits()
  document.body.innerHTML = ''
})

const apiUrls = () => ({ wallet: server.url, blockchain: '', analytics: '' })

describe('updateOptions', () => {
  it('changes the open modal at once: legal line, wallet guide, featured wallets, All Wallets, theme', async () => {
    const { appKit } = createTestAppKit({ apiUrls: apiUrls() })
    await appKit.open()
    const root = getModalRoot()
    const text = () => root.textContent ?? ''
    await waitFor(() => expect(text()).toContain("Haven't got a wallet?"))
    expect(root.querySelector('a[href="https://example.com/terms"]')).toBeNull()
    expect(text()).not.toContain('Zerion')

    // Options no other state holds: only the options' own state re-renders Connect.
    appKit.updateOptions({
      termsConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
      enableWalletGuide: false,
    })
    await waitFor(() =>
      expect(root.querySelector('a[href="https://example.com/terms"]')?.textContent).toBe(
        'Terms of Service',
      ),
    )
    expect(root.querySelector('a[href="https://example.com/privacy"]')).not.toBeNull()
    expect(text()).not.toContain("Haven't got a wallet?")
    expect(appKit.options.termsConditionsUrl).toBe('https://example.com/terms')

    appKit.updateOptions({ featuredWalletIds: ['zerion'] })
    await waitFor(() => expect(text()).toContain('Zerion'))
    appKit.updateOptions({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#ff5a00' } })
    expect(appKit.getThemeMode()).toBe('dark')
    expect(appKit.getThemeVariables()).toEqual({ '--w3m-accent': '#ff5a00' })

    appKit.updateOptions({ allWallets: 'HIDE', featuredWalletIds: [] })
    await waitFor(() => expect(text()).not.toContain('All Wallets'))
    expect(text()).not.toContain('Zerion')
    expect(appKit.core.features.allWallets).toBe(false)
    await appKit.close()
  })

  it('loads the wallet list again with new includeWalletIds/excludeWalletIds; features merge; a creation-only key is ignored with a warning', async () => {
    const warnings: string[] = []
    const { appKit } = createTestAppKit({
      apiUrls: apiUrls(),
      features: { send: false },
      services: { logger: { warn: (message) => warnings.push(message), error: () => {} } },
    })
    await appKit.open({ view: 'AllWallets' })
    const root = getModalRoot()
    const names = () =>
      [...root.querySelectorAll('button')].map((b) => b.textContent ?? '').join('|')
    await waitFor(() => expect(names()).toContain('Zerion'))
    expect(names()).toContain('Rainbow')

    appKit.updateOptions({ excludeWalletIds: ['zerion'] })
    const shown = () => ['Rainbow', 'Zerion'].filter((name) => names().includes(name))
    await waitFor(() => expect(shown()).toEqual(['Rainbow']))
    appKit.updateOptions({ excludeWalletIds: [], includeWalletIds: ['zerion'] })
    await waitFor(() => expect(shown()).toEqual(['Zerion']))
    expect(
      server.requests.filter((r) => r.path.endsWith('/getWallets')).map((r) => r.query.include),
    ).toContain('zerion')

    appKit.updateOptions({ features: { receive: false } })
    expect(appKit.core.features).toMatchObject({ send: false, receive: false })
    expect(appKit.options.features).toEqual({ send: false, receive: false })

    appKit.updateOptions({ projectId: 'other' } as Partial<CreateAppKitOptions>)
    expect(appKit.options.projectId).toBeUndefined()
    expect(warnings).toContain(
      'updateOptions: projectId can only be given to createAppKit; not changed',
    )
    expect(() => appKit.updateOptions({ themeMode: 'blue' as 'dark' })).toThrow(
      'Invalid theme mode: blue',
    )
    await appKit.close()
  })
})

describe('remote features', () => {
  it("the project's config once fetched, the dapp's updateRemoteFeatures on top: the open modal follows and subscribers are told", async () => {
    const { appKit, evm } = createTestAppKit({ apiUrls: apiUrls(), features: { onramp: ['meld'] } })
    // Before the first open: the options' features (and the defaults for the rest).
    expect(appKit.getRemoteFeatures()).toMatchObject({ onramp: ['meld'], multiWallet: false })
    const heard: RemoteFeatures[] = []
    const stop = appKit.subscribeRemoteFeatures((remote) => heard.push(remote))
    await flows.onConnected(appKit.core, evm.namespace, 'injected', {
      caipAddress: `${mainnet.caipNetworkId}:0x1`,
      accounts: [],
    })
    await appKit.open({ view: 'Account' })
    // The first open fetched the project's config (apps/api's GET /appkit/v1/config).
    await waitFor(() => expect(appKit.getRemoteFeatures().onramp).toBe(false))
    const root = getModalRoot()
    const features = () =>
      [...root.querySelectorAll('nav[aria-label="Wallet features"] button')].map(
        (b) => b.textContent,
      )
    await waitFor(() => expect(features()).toContain('Swap'))
    appKit.updateRemoteFeatures({ swaps: false })
    expect(appKit.getRemoteFeatures()).toMatchObject({ swaps: false, onramp: false })
    await waitFor(() => expect(features()).not.toContain('Swap'))
    await waitFor(() => expect(heard.at(-1)).toMatchObject({ swaps: false, onramp: false }))
    stop()
    await appKit.close()
  })
})
