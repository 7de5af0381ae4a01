import type { Wallet } from '@wallet-standard/base'
import { expect, it } from 'vitest'
import { selectBitcoinWallets } from './selectBitcoinWallets'

const wallet = (name: string, chains: string[], features: string[]): Wallet =>
  ({
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains,
    accounts: [],
    features: Object.fromEntries(features.map((feature) => [feature, {}])),
  }) as unknown as Wallet

it('keeps Bitcoin wallets only, the first of each name, none excluded by name (case-insensitive)', () => {
  const xverse = wallet('Xverse', ['bitcoin:mainnet'], ['bitcoin:connect'])
  const copy = wallet('xverse', ['bitcoin:mainnet'], ['bitcoin:connect'])
  const solanaOnly = wallet('Phantom', ['solana:mainnet'], ['standard:connect'])
  const noConnect = wallet('Viewer', ['bitcoin:mainnet'], ['standard:events'])
  const standard = wallet('Leather', ['bitcoin:regtest'], ['standard:connect'])
  const unwanted = wallet('Unwanted Wallet', ['bitcoin:mainnet'], ['bitcoin:connect'])
  expect(
    selectBitcoinWallets(
      [xverse, copy, solanaOnly, noConnect, standard, unwanted],
      ['UNWANTED wallet'],
    ),
  ).toEqual([xverse, standard])
})
