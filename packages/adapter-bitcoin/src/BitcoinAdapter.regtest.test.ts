import {
  type CaipAddress,
  ConnectorChainsNotSupportedError,
  UserRejectedRequestError,
} from '@appkit/core'
import type { ApprovalRequest } from '@appkit/dev-wallet'
import type { BitcoinSignTransactionInput } from '@appkit/dev-wallet/bitcoin'
import { createBip122Verifier, createSiwxMessage, generateNonce } from '@appkit/siwx'
import {
  bitcoinRpc,
  DEV_BITCOIN_COINBASE_SATS,
  devBitcoinKeys,
  mineBitcoinBlocks,
} from '@appkit/test'
import { injectDevnetBitcoin } from '@appkit/test/vitest-bitcoin'
import { Psbt } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BitcoinAdapter } from './BitcoinAdapter'
import { BitcoinBroadcastError } from './errors/bitcoinErrors'
import { bitcoin, bitcoinRegtest } from './networks/bitcoinNetworks'
import { registerDevWallet, scanUtxos, startBitcoinApi } from './testing/regtestFixtures'

// Against the project's real regtest bitcoind (vitestBitcoinGlobalSetup) and the real apps/api as
// the UTXO source, with the Bitcoin dev wallet's real keys. Each test spends from its own dev key
// (named below) so the tests never race each other; key 8's ordinal address only receives.
const node = injectDevnetBitcoin()
const keys = devBitcoinKeys()
const COINBASE = BigInt(DEV_BITCOIN_COINBASE_SATS)
let api: Awaited<ReturnType<typeof startBitcoinApi>>
const adapterFor = (options: Partial<ConstructorParameters<typeof BitcoinAdapter>[0]> = {}) =>
  new BitcoinAdapter({ networks: [bitcoinRegtest], apiUrl: api.url, ...options })
const btcAsset = `${bitcoinRegtest.caipNetworkId}/slip44:0`
/** Satoshis as BTC with all 8 decimals, computed here independently of the adapter. */
const btc = (sats: bigint) =>
  `${sats / 100_000_000n}.${(sats % 100_000_000n).toString().padStart(8, '0')}`
/** A decimal BTC balance back to satoshis, exactly. */
const toSats = (balance: string) => {
  const [whole = '0', fraction = ''] = balance.split('.')
  return BigInt(whole) * 100_000_000n + BigInt(fraction.padEnd(8, '0'))
}

beforeAll(async () => {
  api = await startBitcoinApi(node)
})
afterAll(() => api.close())

describe('BitcoinAdapter on regtest', () => {
  it('connects the payment and ordinal accounts (payment active: SPEC default account type) and reads the balance', async () => {
    const { unregister } = registerDevWallet('Dev Wallet Connect', 0)
    const adapter = adapterFor()
    try {
      const result = await adapter.connect({ connectorId: 'Dev Wallet Connect' })
      const payment: CaipAddress = `${bitcoinRegtest.caipNetworkId}:${keys[0]!.payment.address}`
      const ordinal: CaipAddress = `${bitcoinRegtest.caipNetworkId}:${keys[0]!.ordinal.address}`
      expect(result.caipAddress).toBe(payment)
      expect(result.accounts).toEqual([
        { caipAddress: payment, purpose: 'payment', publicKey: keys[0]!.payment.publicKey },
        {
          caipAddress: ordinal,
          purpose: 'ordinal',
          publicKey: keys[0]!.ordinal.publicKey.slice(2),
        },
      ])
      expect(await adapter.getAccounts({ connectorId: 'Dev Wallet Connect' })).toEqual(
        result.accounts,
      )
      expect(await adapter.getBalance({ caipAddress: payment })).toEqual({
        balance: '50',
        symbol: 'BTC',
      })
      expect(await adapter.getBalance({ caipAddress: ordinal })).toEqual({
        balance: '0',
        symbol: 'BTC',
      })
      await adapter.disconnect({ connectorId: 'Dev Wallet Connect' })
      expect(await adapter.getAccounts({ connectorId: 'Dev Wallet Connect' })).toEqual([])
    } finally {
      unregister()
      adapter.destroy()
    }
  })

  it('sends 0.1 BTC as a PSBT: the receiver gets exactly that, the sender pays it plus the fee shown before signing', async () => {
    const asked: ApprovalRequest[] = []
    const { unregister } = registerDevWallet('Dev Wallet Send', 1, {
      mode: 'prompt',
      prompt: async (request) => {
        asked.push(request)
        return true
      },
    })
    const adapter = adapterFor()
    try {
      const { caipAddress } = await adapter.connect({ connectorId: 'Dev Wallet Send' })
      const to = keys[8]!.ordinal.address // a taproot receiver that holds nothing yet
      const prepared = await adapter.prepareTransfer({
        from: caipAddress,
        to,
        asset: btcAsset,
        amount: 10_000_000n,
      })
      // The node has no estimate on regtest: the rate is its mempool minimum, 1 sat/vB.
      expect(prepared.feeRate).toBe(1)
      expect(prepared.fee).toBeGreaterThan(0n)
      expect(prepared.change).toBe(COINBASE - 10_000_000n - prepared.fee)

      const txid = await adapter.sendPreparedTransfer(prepared)
      expect(asked.at(-1)).toMatchObject({
        method: 'bitcoin:signTransaction',
        details: expect.arrayContaining([`Fee: ${btc(prepared.fee)} BTC (${prepared.fee} sats)`]),
      })
      expect(await bitcoinRpc<string[]>(node, 'getrawmempool')).toContain(txid)
      await mineBitcoinBlocks(node)

      expect(await scanUtxos(node, to)).toEqual([{ txid, vout: 0, value: 10_000_000n }])
      const balance = await adapter.getBalance({ caipAddress })
      expect(toSats(balance.balance)).toBe(COINBASE - 10_000_000n - prepared.fee)
      const mined = await bitcoinRpc<{ vsize: number; confirmations: number }>(
        node,
        'getrawtransaction',
        [txid, true],
      )
      expect(mined.confirmations).toBe(1)
      // The fee was computed before signing, for the largest signature: never under the rate.
      expect(Number(prepared.fee)).toBeGreaterThanOrEqual(mined.vsize)
    } finally {
      unregister()
      adapter.destroy()
    }
  })

  it("signs a SIWX message that @appkit/siwx's bip122 verifier accepts (BIP-322)", async () => {
    const { unregister } = registerDevWallet('Dev Wallet Sign', 2)
    const adapter = adapterFor()
    try {
      const { accounts } = await adapter.connect({ connectorId: 'Dev Wallet Sign' })
      const verifier = createBip122Verifier()
      for (const account of accounts) {
        const [, , address] = account.caipAddress.split(':')
        const nonce = generateNonce()
        const site = { domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173/' }
        const message = createSiwxMessage({
          ...site,
          accountAddress: address!,
          chainId: bitcoinRegtest.caipNetworkId,
          nonce,
          statement: 'Sign in to the demo',
        }).toString()
        const signature = await adapter.signMessage({ message, caipAddress: account.caipAddress })
        const verified = await verifier.verify({
          message,
          signature,
          expected: { ...site, nonce, account: account.caipAddress },
        })
        expect(verified.accountAddress).toBe(address)
        await expect(
          verifier.verify({
            message: `${message}\n`,
            signature,
            expected: { ...site, nonce, account: account.caipAddress },
          }),
        ).rejects.toThrow()
      }
    } finally {
      unregister()
      adapter.destroy()
    }
  })

  it("turns the wallet's refusal into core's UserRejectedRequestError (connect and sign)", async () => {
    const { wallet, unregister } = registerDevWallet('Dev Wallet Reject', 3, { mode: 'reject' })
    const adapter = adapterFor()
    try {
      const refused = await adapter
        .connect({ connectorId: 'Dev Wallet Reject' })
        .catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(UserRejectedRequestError)
      expect((refused as UserRejectedRequestError).cause).toMatchObject({ code: 4001 })

      wallet.setMode('approve')
      const { caipAddress } = await adapter.connect({ connectorId: 'Dev Wallet Reject' })
      wallet.setMode('reject')
      await expect(adapter.signMessage({ message: 'hi', caipAddress })).rejects.toBeInstanceOf(
        UserRejectedRequestError,
      )
      await expect(
        adapter.transfer({
          from: caipAddress,
          to: keys[8]!.ordinal.address,
          asset: btcAsset,
          amount: 1_000n,
        }),
      ).rejects.toBeInstanceOf(UserRejectedRequestError)
    } finally {
      unregister()
      adapter.destroy()
    }
  })

  it('broadcasts a PSBT whose signature was tampered with, and bitcoind refuses it with a clear error', async () => {
    const { wallet, unregister } = registerDevWallet('Dev Wallet Honest', 4)
    // A wallet that flips one byte of each signature it returns (inside r: still valid DER).
    const sign = wallet.features['bitcoin:signTransaction'].signTransaction
    const tampering = {
      ...wallet,
      name: 'Dev Wallet Tampering',
      accounts: wallet.accounts,
      features: {
        ...wallet.features,
        'bitcoin:signTransaction': {
          version: '1.0.0' as const,
          signTransaction: async (...inputs: BitcoinSignTransactionInput[]) =>
            (await sign(...inputs)).map(({ signedPsbt }) => {
              const psbt = Psbt.fromBuffer(signedPsbt)
              for (const input of psbt.data.inputs)
                for (const partial of input.partialSig ?? []) partial.signature[10]! ^= 0x01
              return { signedPsbt: psbt.toBuffer() }
            }),
        },
      },
    }
    const { getWallets } = await import('@wallet-standard/app')
    const unregisterTampering = getWallets().register(tampering)
    const adapter = adapterFor()
    try {
      const { caipAddress } = await adapter.connect({ connectorId: 'Dev Wallet Tampering' })
      const refusal = await adapter
        .transfer({
          from: caipAddress,
          to: keys[8]!.ordinal.address,
          asset: btcAsset,
          amount: 10_000_000n,
        })
        .catch((error: unknown) => error)
      expect(refusal).toBeInstanceOf(BitcoinBroadcastError)
      expect((refusal as BitcoinBroadcastError).shortMessage).toMatch(
        /^The Bitcoin node refused the transaction: mempool-script-verify-flag-failed/,
      )
      expect(await bitcoinRpc<string[]>(node, 'getrawmempool')).toEqual(
        expect.not.arrayContaining([expect.anything()]),
      )
      expect(await scanUtxos(node, keys[4]!.payment.address)).toEqual([
        expect.objectContaining({ value: COINBASE }),
      ])
    } finally {
      unregisterTampering()
      unregister()
      adapter.destroy()
    }
  })

  it("gives SPEC's 'The connector does not support any of the requested chains' for a chain the wallet lacks", async () => {
    const { unregister } = registerDevWallet('Dev Wallet Regtest Only', 5)
    const both = adapterFor({ networks: [bitcoinRegtest, bitcoin] })
    const mainnetOnly = adapterFor({ networks: [bitcoin] })
    try {
      const asked = await both
        .connect({ connectorId: 'Dev Wallet Regtest Only', caipNetworkId: bitcoin.caipNetworkId })
        .catch((error: unknown) => error)
      expect(asked).toBeInstanceOf(ConnectorChainsNotSupportedError)
      expect((asked as ConnectorChainsNotSupportedError).shortMessage).toBe(
        'The connector does not support any of the requested chains',
      )
      await expect(mainnetOnly.connect({ connectorId: 'Dev Wallet Regtest Only' })).rejects.toThrow(
        'The connector does not support any of the requested chains',
      )
      expect(await both.getAccounts({ connectorId: 'Dev Wallet Regtest Only' })).toEqual([])
    } finally {
      unregister()
      both.destroy()
      mainnetOnly.destroy()
    }
  })
})
