import { request } from 'node:http'
import { BitcoinAdapter, bitcoinRegtest } from '@appkit/adapter-bitcoin'
import { ConnectorChainsNotSupportedError } from '@appkit/core'
import {
  BITCOIN_DEV_KEYS,
  registerSatsConnectDevWallet,
  SATS_CONNECT_DEV_WALLET_NAME,
  type SatsConnectDevWalletOptions,
} from '@appkit/dev-wallet/bitcoin'
import {
  bitcoinRpc,
  DEV_BITCOIN_COINBASE_SATS,
  devBitcoinKeys,
  devBitcoinMiner,
} from '@appkit/test'
import { injectDevnetBitcoin } from '@appkit/test/vitest-bitcoin'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, inject, it } from 'vitest'
import {
  expectBip122Signature,
  expectPaymentThenOrdinal,
  reviewSendInModal,
} from '../../testing/bitcoinModalSteps'
import {
  createChainModal,
  destroyChainModals,
  stopChainModals,
  stopWithChainModals,
} from '../../testing/createChainModal'
import { chooseWalletInModal, modalButton, modalText } from '../../testing/modalQueries'
import type {} from '../../testing/vitestBitcoinApiGlobalSetup'

// The modal with the real Bitcoin adapter in happy-dom, the Bitcoin dev wallet exposed the way
// sats-connect wallets are (window.btc_providers and a provider object answering
// `request(method, params)`: real keys, its approval in 'approve' mode), balances and broadcast
// through apps/api's bip122 routes on the project's real regtest bitcoind. Dev key 5 sends; no
// other test of this project spends it or pays key 4.
const node = injectDevnetBitcoin() // fails this file with the reason when bitcoind could not start
const apiUrl = inject('bitcoinApiUrl')
const key = devBitcoinKeys()[5]!
const receiver = devBitcoinKeys()[4]!
const payment = `${bitcoinRegtest.caipNetworkId}:${key.payment.address}` as const

afterEach(async () => {
  await destroyChainModals()
  delete window.btc_providers
  delete window.AppKitDevWalletProviders
})

function setup(walletOptions: SatsConnectDevWalletOptions = {}) {
  const { wallet } = registerSatsConnectDevWallet({
    key: BITCOIN_DEV_KEYS[5]!,
    origin: '127.0.0.1',
    ...walletOptions,
  })
  const adapter = new BitcoinAdapter({ networks: [bitcoinRegtest], apiUrl })
  const appKit = createChainModal(adapter, [bitcoinRegtest])
  return { wallet, adapter, appKit }
}

const text = modalText
const button = modalButton

/**
 * A fetch over node:http for the test's own calls to bitcoind: happy-dom's fetch applies the
 * page's CORS rules, which bitcoind's RPC does not answer.
 */
const nodeFetch = ((url: string, init: { headers: Record<string, string>; body: string }) =>
  new Promise((resolve, reject) => {
    const call = request(url, { method: 'POST', headers: init.headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        resolve({ status: response.statusCode ?? 0, text: async () => body })
      })
    })
    call.on('error', reject)
    call.end(init.body)
  })) as unknown as typeof fetch

/** The unspent outputs bitcoind's UTXO set holds for an address (mempool left out), in sats. */
async function utxosOf(address: string) {
  const { unspents } = await bitcoinRpc<{
    unspents: { txid: string; amount: number }[]
  }>(node, 'scantxoutset', ['start', [`addr(${address})`]], nodeFetch)
  return unspents.map((utxo) => ({ txid: utxo.txid, value: Math.round(utxo.amount * 1e8) }))
}
const total = async (address: string) =>
  (await utxosOf(address)).reduce((sum, utxo) => sum + utxo.value, 0)

describe('a sats-connect wallet through the modal (regtest)', () => {
  it('Connect lists it from window.btc_providers; it connects both accounts; Send pays 0.1 BTC (signPsbt) with the fee shown before signing; a BIP-322 message verifies with @appkit/siwx; a fresh adapter restores the connection silently', async () => {
    const { appKit, adapter } = setup()
    await chooseWalletInModal(appKit, SATS_CONNECT_DEV_WALLET_NAME)
    await waitFor(() => expect(appKit.getIsConnected()).toBe(true), { timeout: 15_000 })
    expect(appKit.getCaipAddress()).toBe(payment)
    await expectPaymentThenOrdinal(adapter, SATS_CONNECT_DEV_WALLET_NAME, key)
    await waitFor(() => expect(appKit.getState().open).toBe(false))

    await appKit.open()
    await waitFor(() => expect(text()).toContain('50 BTC'), { timeout: 15_000 })
    await reviewSendInModal('0.1', receiver.payment.address)
    const feeMatch = await waitFor(
      () => {
        const match = /Network fee (0\.\d+) BTC/.exec(text())
        expect(match).not.toBeNull()
        return match
      },
      { timeout: 15_000 },
    )
    const fee = Math.round(Number(feeMatch?.[1]) * 1e8)
    expect(fee).toBeGreaterThan(0)
    button('Send')?.click()
    await waitFor(() => expect(text()).toContain('Sent 0.1 BTC'), { timeout: 15_000 })
    const txid = appKit.core.send.lastHash
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    // Mined: the receiver holds that output, the sender exactly 0.1 BTC and the fee shown less.
    await bitcoinRpc(node, 'generatetoaddress', [1, devBitcoinMiner().address], nodeFetch)
    expect(await utxosOf(receiver.payment.address)).toEqual(
      expect.arrayContaining([{ txid, value: 10_000_000 }]),
    )
    expect(await total(key.payment.address)).toBe(DEV_BITCOIN_COINBASE_SATS - 10_000_000 - fee)

    // signMessage with protocol BIP322, through the adapter as a dapp calls it.
    const message = 'sats-connect: hello from regtest'
    const signature = await adapter.signMessage({ message, caipAddress: payment })
    await expectBip122Signature(message, signature, payment)

    // A reload: a new adapter asks wallet_getAccount (no prompt) and gets both accounts back.
    const reloaded = new BitcoinAdapter({ networks: [bitcoinRegtest], apiUrl })
    stopWithChainModals(() => reloaded.destroy())
    await expect(
      reloaded.reconnect({ connectorId: SATS_CONNECT_DEV_WALLET_NAME }),
    ).resolves.toMatchObject({ caipAddress: payment })
  })

  it("issue 14's 'ECDSA where the wallet only offers that': a wallet refusing BIP-322 signs with ECDSA (BIP-137) and @appkit/siwx verifies it", async () => {
    const { adapter } = setup({ messageProtocols: ['ECDSA'] })
    await adapter.connect({ connectorId: SATS_CONNECT_DEV_WALLET_NAME })
    const message = 'sats-connect: signed the ECDSA way'
    const signature = await adapter.signMessage({ message, caipAddress: payment })
    const bytes = Uint8Array.from(atob(signature), (char) => char.charCodeAt(0))
    expect(bytes.length).toBe(65) // a header byte and r ‖ s, not a BIP-322 witness
    await expectBip122Signature(message, signature, payment)
  })

  it("the wallet's refusal (-32000) shows SPEC §8's 'Connection rejected'; a wallet on mainnet gives 'The connector does not support any of the requested chains'", async () => {
    const { appKit, adapter } = setup({ mode: 'reject' })
    await chooseWalletInModal(appKit, SATS_CONNECT_DEV_WALLET_NAME)
    await waitFor(() => expect(text()).toContain('Connection rejected'), { timeout: 15_000 })
    expect(appKit.getIsConnected()).toBe(false)
    await stopChainModals()
    delete window.btc_providers

    const { adapter: mainnetAdapter } = setup({ network: 'mainnet' })
    expect(adapter).not.toBe(mainnetAdapter)
    await expect(
      mainnetAdapter.connect({ connectorId: SATS_CONNECT_DEV_WALLET_NAME }),
    ).rejects.toBeInstanceOf(ConnectorChainsNotSupportedError)
  })
})
