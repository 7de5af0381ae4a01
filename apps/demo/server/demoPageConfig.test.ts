import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEV_WALLET_SCRIPT_PATH, injectDemoPageConfig, readDemoPageConfig } from './demoPageConfig'
import { SOLANA_DEV_WALLET_SCRIPT_PATH } from './solanaDevWalletScript'

const dir = await mkdtemp(join(tmpdir(), 'appkit-demo-config-'))
afterAll(() => rm(dir, { recursive: true, force: true }))

const html = '<html><head><title>t</title></head><body></body></html>'
const devnet = { chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:8545' }] }

describe('the page configuration', () => {
  it('reads the devnet file, the API, relay and secure site URLs, and nothing without a devnet file', async () => {
    const file = join(dir, 'devnet.json')
    await writeFile(file, JSON.stringify(devnet))
    expect(await readDemoPageConfig({ APPKIT_DEVNET_FILE: file })).toEqual({ devnet })
    expect(
      await readDemoPageConfig({
        APPKIT_DEVNET_FILE: file,
        APPKIT_API_URL: 'http://127.0.0.1:8787',
      }),
    ).toEqual({ devnet, apiUrl: 'http://127.0.0.1:8787' })
    expect(
      await readDemoPageConfig({ APPKIT_DEVNET_FILE: file, VITE_RELAY_URL: 'ws://127.0.0.1:4455' }),
    ).toEqual({ devnet, relayUrl: 'ws://127.0.0.1:4455' })
    expect(
      await readDemoPageConfig({
        APPKIT_DEVNET_FILE: file,
        VITE_SECURE_URL: 'http://127.0.0.1:4466',
      }),
    ).toEqual({ devnet, secureUrl: 'http://127.0.0.1:4466' })
    expect(
      await readDemoPageConfig({ APPKIT_DEVNET_FILE: join(dir, 'missing.json') }),
    ).toBeUndefined()
    expect(await readDemoPageConfig({})).toBeUndefined()
  })

  it('adds the Solana dev wallet on the devnet cluster when the devnet runs one', () => {
    const solana = { rpcUrl: 'http://127.0.0.1:8899', genesisHash: 'GH' }
    const page = injectDemoPageConfig(html, { devnet: { ...devnet, solana } }, { devWallet: true })
    expect(page).toContain(
      'window.__APPKIT_DEV_WALLET_SOLANA__ = {"rpcUrl":"http://127.0.0.1:8899","genesisHash":"GH"}',
    )
    expect(page.indexOf(SOLANA_DEV_WALLET_SCRIPT_PATH)).toBeLessThan(page.indexOf('</head>'))
    expect(injectDemoPageConfig(html, { devnet }, { devWallet: true })).not.toContain(
      SOLANA_DEV_WALLET_SCRIPT_PATH,
    )
  })

  it('goes inline in the head, with the dev wallet before the page scripts when asked', () => {
    const page = injectDemoPageConfig(html, { devnet }, { devWallet: true })
    expect(page).toContain(
      `<script type="application/json" id="appkit-demo-config">${JSON.stringify({ devnet })}</script>`,
    )
    expect(page).toContain(
      'window.__APPKIT_DEV_WALLET__ = {"rpcUrls":{"1":"http://127.0.0.1:8545"}}',
    )
    expect(page.indexOf(DEV_WALLET_SCRIPT_PATH)).toBeLessThan(page.indexOf('</head>'))
    expect(injectDemoPageConfig(html, { devnet }, { devWallet: false })).not.toContain(
      DEV_WALLET_SCRIPT_PATH,
    )
  })

  it('cannot close its script element early and says when no devnet runs', () => {
    const page = injectDemoPageConfig(
      html,
      { devnet: { name: '</script><script>alert(1)' } },
      { devWallet: false },
    )
    expect(page).not.toContain('</script><script>alert(1)')
    expect(injectDemoPageConfig(html, undefined, { devWallet: true })).toContain('{"devnet":null}')
  })
})
