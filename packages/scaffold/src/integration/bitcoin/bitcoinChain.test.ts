import { BitcoinAdapter, bitcoin, bitcoinRegtest } from '@appkit/adapter-bitcoin'
import type { SiwxConfig } from '@appkit/core'
import { DEV_WALLET_NAME } from '@appkit/dev-wallet'
import { BITCOIN_DEV_KEYS, registerBitcoinDevWallet } from '@appkit/dev-wallet/bitcoin'
import { createBip122Verifier, createSiwxConfig } from '@appkit/siwx'
import { devBitcoinKeys } from '@appkit/test'
import { injectDevnetBitcoin } from '@appkit/test/vitest-bitcoin'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { expectPaymentThenOrdinal, reviewSendInModal } from '../../testing/bitcoinModalSteps'
import { createChainModal, destroyChainModals } from '../../testing/createChainModal'
import { getModalRoot } from '../../testing/createTestAppKit'
import { chooseWalletInModal, modalButton, modalText } from '../../testing/modalQueries'
import { tamperPsbtSignatures } from '../../testing/tamperPsbtSignatures'
import type {} from '../../testing/vitestBitcoinApiGlobalSetup'

// The modal with the real Bitcoin adapter in happy-dom: the Bitcoin dev wallet registered with the
// Wallet Standard (real keys, dev key 7), balances from apps/api's bip122 routes on the project's
// real regtest bitcoind, both started by vitestBitcoinApiGlobalSetup. Nothing is spent here.
injectDevnetBitcoin() // fails this file with the reason when bitcoind could not start
const key = devBitcoinKeys()[7]!
const apiUrl = inject('bitcoinApiUrl')

afterEach(destroyChainModals)

function setup(
  walletOptions: Parameters<typeof registerBitcoinDevWallet>[0] = {},
  siwx?: SiwxConfig,
  network = bitcoinRegtest,
) {
  const wallet = registerBitcoinDevWallet({
    key: BITCOIN_DEV_KEYS[7]!,
    origin: '127.0.0.1',
    ...walletOptions,
  })
  const adapter = new BitcoinAdapter({ networks: [network], apiUrl })
  const appKit = createChainModal(adapter, [network], siwx ? { siwx } : {})
  return { wallet, adapter, appKit }
}

const text = modalText
const button = modalButton

describe('Bitcoin through the modal (regtest)', () => {
  it('lists the Bitcoin dev wallet in Connect; connecting shows the payment account and its regtest balance', async () => {
    const { appKit, adapter } = setup()
    await chooseWalletInModal(appKit, DEV_WALLET_NAME)
    await waitFor(() => expect(appKit.getIsConnected()).toBe(true), { timeout: 15_000 })
    const payment = `${bitcoinRegtest.caipNetworkId}:${key.payment.address}`
    expect(appKit.getCaipAddress()).toBe(payment)
    await expectPaymentThenOrdinal(adapter, DEV_WALLET_NAME, key)
    await waitFor(() => expect(appKit.getState().open).toBe(false))
    await appKit.open()
    // 50 BTC mined to the payment address, read through apps/api (SPEC §5: 3 decimals at most).
    await waitFor(() => expect(text()).toContain('50 BTC'), { timeout: 15_000 })
    expect(text()).toContain('Bitcoin Regtest')
    // Both accounts with their types (SPEC §3), the default type (payment, SPEC §9) first and active.
    const rows = [...getModalRoot().querySelectorAll('.ak-account-type')].map((row) => [
      row.getAttribute('data-account-type'),
      row.querySelector('.ak-account-type-label')?.textContent,
      row.querySelector('.ak-account-type-address')?.getAttribute('title'),
      row.querySelector('.ak-account-type-active')?.textContent ?? '',
    ])
    expect(rows).toEqual([
      ['payment', 'Payment', key.payment.address, 'Active'],
      ['ordinal', 'Ordinals', key.ordinal.address, ''],
    ])
    // Receive: a BIP-21 `bitcoin:` URI in the QR code, the address as text with its copy button.
    button('Receive')?.click()
    const qr = await waitFor(() => {
      const image = getModalRoot().querySelector('[role="img"][aria-label^="QR code of"]')
      expect(image).toBeTruthy()
      return image
    })
    expect(qr?.getAttribute('aria-label')).toBe(`QR code of bitcoin:${key.payment.address}`)
    expect(getModalRoot().querySelector('.ak-receive-address')?.textContent).toBe(
      key.payment.address,
    )
    expect(button('Copy address')).toBeDefined()
  })

  it("shows SPEC's 'The connector does not support any of the requested chains' when the wallet has none of the dapp's networks", async () => {
    // The dapp asks for Bitcoin mainnet only; the dev wallet holds regtest keys only.
    const { appKit } = setup({ name: 'Regtest Only Dev Wallet' }, undefined, bitcoin)
    await chooseWalletInModal(appKit, 'Regtest Only Dev Wallet')
    await waitFor(
      () => expect(text()).toContain('The connector does not support any of the requested chains'),
      { timeout: 15_000 },
    )
    expect(appKit.getIsConnected()).toBe(false)
  })

  it('Send shows the fee before signing; a PSBT whose signature was tampered with is refused by bitcoind and the panel says so', async () => {
    const { appKit, wallet } = setup({ name: 'Tampering Dev Wallet' })
    // The wallet signs, then flips a byte of its signature (a broken or hostile wallet).
    const features = wallet.features as unknown as Record<string, unknown>
    const honest = wallet.features['bitcoin:signTransaction'].signTransaction as (
      ...inputs: unknown[]
    ) => Promise<{ signedPsbt: Uint8Array }[]>
    features['bitcoin:signTransaction'] = {
      version: '1.0.0',
      signTransaction: async (...inputs: unknown[]) =>
        (await honest(...inputs)).map(({ signedPsbt }) => ({
          signedPsbt: tamperPsbtSignatures(signedPsbt, key.payment.publicKey),
        })),
    }
    await chooseWalletInModal(appKit, 'Tampering Dev Wallet')
    await waitFor(() => expect(appKit.getIsConnected()).toBe(true), { timeout: 15_000 })
    await waitFor(() => expect(appKit.getState().open).toBe(false))
    await appKit.open()
    await waitFor(() => expect(text()).toContain('50 BTC'), { timeout: 15_000 })
    await reviewSendInModal('0.1', devBitcoinKeys()[8]!.payment.address)
    // The fee of the PSBT, from the node's fee estimate, before the wallet is asked to sign.
    await waitFor(() => expect(text()).toMatch(/Network fee 0\.0000\d+ BTC/), { timeout: 15_000 })
    button('Send')?.click()
    await waitFor(
      () =>
        expect(text()).toMatch(
          /The network refused the transaction\. Nothing was sent\. Reason: The Bitcoin node refused the transaction: mempool-script-verify-flag-failed/,
        ),
      { timeout: 15_000 },
    )
  })

  it("shows the wallet's refusal as SPEC §8's 'Connection rejected', nothing connected", async () => {
    // registerWallet cannot be undone: this wallet has a name of its own.
    const { appKit } = setup({ name: 'Refusing Dev Wallet', mode: 'reject' })
    await chooseWalletInModal(appKit, 'Refusing Dev Wallet')
    await waitFor(() => expect(text()).toContain('Connection rejected'), { timeout: 15_000 })
    expect(appKit.getIsConnected()).toBe(false)
  })

  it('SIWX on Bitcoin (SPEC §4): connecting opens SIWXSignMessage; Sign has the wallet sign (BIP-322) with the payment key and stores a verified session', async () => {
    const siwx = createSiwxConfig({ statement: 'Sign in to the Bitcoin test' })
    const { appKit } = setup({ name: 'Signing Dev Wallet' }, siwx)
    await chooseWalletInModal(appKit, 'Signing Dev Wallet')
    const signButton = () =>
      [...getModalRoot().querySelectorAll('button')].find((button) => button.textContent === 'Sign')
    await waitFor(() => expect(signButton()).toBeTruthy(), { timeout: 15_000 })
    signButton()?.click()
    const sessions = () => siwx.getSessions(bitcoinRegtest.caipNetworkId, key.payment.address)
    await waitFor(async () => expect(await sessions()).toHaveLength(1), { timeout: 15_000 })
    const [session] = await sessions()
    expect(session?.data).toMatchObject({
      accountAddress: key.payment.address,
      chainId: bitcoinRegtest.caipNetworkId,
      statement: 'Sign in to the Bitcoin test',
    })
    // The siwx package's Bitcoin verifier, called again on what was stored.
    const verifier = createBip122Verifier()
    const signed = {
      message: session?.message ?? '',
      signature: session?.signature ?? '',
      account: `${bitcoinRegtest.caipNetworkId}:${key.payment.address}`,
    }
    await expect(verifier.verifySignature(signed)).resolves.toBeUndefined()
    await expect(
      verifier.verifySignature({ ...signed, message: `${signed.message} (altered)` }),
    ).rejects.toThrow()
  })
})
