import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Window } from 'happy-dom'
import { expect, it } from 'vitest'
import { buildBitcoinPageScript } from '../../../scripts/buildPageScript.mjs'
import { bitcoinDevAccounts } from '../bitcoinDevAccounts'
import { BITCOIN_DEV_KEYS } from '../bitcoinDevKeys'

it('builds a page script of its own that registers the Bitcoin dev wallet with the Wallet Standard', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'bitcoin-page-script-'))
  const win = new Window({ url: 'http://127.0.0.1:5173/?devWalletMode=approve' })
  try {
    const { outfile } = await buildBitcoinPageScript({ outfile: join(folder, 'wallet.js') })
    // What `getWallets()` of @wallet-standard/app does in a page: take the register event's callback.
    const registered: { name: string; chains: string[]; features: Record<string, unknown> }[] = []
    win.addEventListener('wallet-standard:register-wallet', (event) =>
      (event as unknown as { detail: (api: unknown) => void }).detail({
        register: (wallet: (typeof registered)[number]) => registered.push(wallet),
      }),
    )
    ;(
      win as unknown as Window & { __APPKIT_BITCOIN_DEV_WALLET__: unknown }
    ).__APPKIT_BITCOIN_DEV_WALLET__ = { keyIndex: 2 }
    win.eval(readFileSync(outfile, 'utf8'))
    expect(registered).toHaveLength(1)
    const [wallet] = registered
    expect(wallet!.chains).toEqual(['bitcoin:regtest'])
    const connect = wallet!.features['bitcoin:connect'] as {
      connect(input: { purposes: string[] }): Promise<{ accounts: { address: string }[] }>
    }
    const { accounts } = await connect.connect({ purposes: ['payment', 'ordinals'] })
    const expected = bitcoinDevAccounts(BITCOIN_DEV_KEYS[2]!, 'regtest')
    expect(accounts.map((account) => account.address)).toEqual([
      expected.payment.address,
      expected.ordinals.address,
    ])
  } finally {
    await win.happyDOM.close()
    rmSync(folder, { recursive: true, force: true })
  }
})
