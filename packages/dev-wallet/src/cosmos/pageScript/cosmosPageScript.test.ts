import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Window } from 'happy-dom'
import { expect, it } from 'vitest'
import { buildCosmosPageScript } from '../../../scripts/buildPageScript.mjs'

type Keplr = {
  name: string
  enable(chainIds: string[]): Promise<void>
  getKey(chainId: string): Promise<{ bech32Address: string }>
}

it('builds a page script of its own that injects the Cosmos dev wallet as window.keplr', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'cosmos-page-script-'))
  const win = new Window({ url: 'http://127.0.0.1:5173/?devWalletMode=approve' })
  try {
    const { outfile } = await buildCosmosPageScript({ outfile: join(folder, 'wallet.js') })
    ;(win as unknown as { __APPKIT_COSMOS_DEV_WALLET__: unknown }).__APPKIT_COSMOS_DEV_WALLET__ = {
      chainIds: ['appkit-devnet-1'],
      keyIndex: 2,
    }
    win.eval(readFileSync(outfile, 'utf8'))
    const keplr = (win as unknown as { keplr: Keplr }).keplr
    expect(keplr.name).toBe('AppKit Dev Wallet')
    await keplr.enable(['appkit-devnet-1'])
    // PUBLIC TEST KEY: dev key 2 (m/44'/118'/0'/0/2 of anvil's mnemonic).
    expect((await keplr.getKey('appkit-devnet-1')).bech32Address).toBe(
      'cosmos1htamarexaxhgdsp0xu6sppeyx7avtvqrdf6t5g',
    )
  } finally {
    await win.happyDOM.close()
    rmSync(folder, { recursive: true, force: true })
  }
})
