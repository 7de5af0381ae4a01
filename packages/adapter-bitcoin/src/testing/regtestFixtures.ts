import { startBitcoinApiServer } from '@appkit/api'
import {
  BITCOIN_DEV_KEYS,
  type BitcoinDevWalletOptions,
  createBitcoinDevWallet,
} from '@appkit/dev-wallet/bitcoin'
import { bitcoinRpc, type DevnetBitcoin } from '@appkit/test'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

/**
 * The project's API (apps/api) bip122 routes on 127.0.0.1 with the regtest node as their Bitcoin
 * node: the UTXO source, fee rate and broadcast of the adapter under test.
 */
export async function startBitcoinApi(node: DevnetBitcoin) {
  return startBitcoinApiServer({
    chainId: node.chainId,
    rpcUrl: node.rpcUrl,
    rpcUser: node.rpcUser,
    rpcPassword: node.rpcPassword,
  })
}

/**
 * A Bitcoin dev wallet on dev key `keyIndex` (PUBLIC TEST KEYS), registered with the real Wallet
 * Standard registry (`getWallets()`, which in Node needs no window) under its own `name`, so
 * parallel tests never share a connector. Returns it and its unregister.
 */
export function registerDevWallet(
  name: string,
  keyIndex: number,
  options: Omit<BitcoinDevWalletOptions, 'name' | 'key'> = {},
) {
  const wallet = createBitcoinDevWallet({ ...options, name, key: BITCOIN_DEV_KEYS[keyIndex]! })
  const unregister = getWallets().register(wallet as Wallet)
  return { wallet, unregister }
}

/** The unspent outputs bitcoind's UTXO set holds for an address (mempool left out), in sats. */
export async function scanUtxos(node: DevnetBitcoin, address: string) {
  const { unspents } = await bitcoinRpc<{
    unspents: { txid: string; vout: number; amount: number }[]
  }>(node, 'scantxoutset', ['start', [`addr(${address})`]])
  return unspents.map((utxo) => ({
    txid: utxo.txid,
    vout: utxo.vout,
    value: BigInt(Math.round(utxo.amount * 1e8)),
  }))
}
