import { BitcoinAdapter, bitcoinRegtest } from '@appkit/adapter-bitcoin'
import type { SiwxConfig } from '@appkit/core'
import { DEV_WALLET_NAME } from '@appkit/dev-wallet'
import { BITCOIN_DEV_KEYS, registerBitcoinDevWallet } from '@appkit/dev-wallet/bitcoin'
import { createBip122Verifier, createSiwxConfig } from '@appkit/siwx'
import { devBitcoinKeys } from '@appkit/test'
import { injectDevnetBitcoin } from '@appkit/test/vitest-bitcoin'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { createAppKit } from '../../client/createAppKit'
import { getModalRoot } from '../../testing/createTestAppKit'
import type {} from '../../testing/vitestBitcoinApiGlobalSetup'

// The modal with the real Bitcoin adapter in happy-dom: the Bitcoin dev wallet registered with the
// Wallet Standard (real keys, dev key 7), balances from apps/api's bip122 routes on the project's
// real regtest bitcoind, both started by vitestBitcoinApiGlobalSetup. Nothing is spent here.
injectDevnetBitcoin() // fails this file with the reason when bitcoind could not start
const key = devBitcoinKeys()[7]!
const apiUrl = inject('bitcoinApiUrl')

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  document.body.innerHTML = ''
  localStorage.clear()
})

function setup(
  walletOptions: Parameters<typeof registerBitcoinDevWallet>[0] = {},
  siwx?: SiwxConfig,
) {
  const wallet = registerBitcoinDevWallet({
    key: BITCOIN_DEV_KEYS[7]!,
    origin: '127.0.0.1',
    ...walletOptions,
  })
  const adapter = new BitcoinAdapter({ networks: [bitcoinRegtest], apiUrl })
  const appKit = createAppKit({
    networks: [bitcoinRegtest],
    adapters: [adapter],
    services: { logger: { warn: () => {}, error: () => {} } },
    ...(siwx ? { siwx } : {}),
  })
  stops.push(
    () => appKit.destroy(),
    () => adapter.destroy(),
  )
  return { wallet, adapter, appKit }
}

/** The visible text of the modal (its style sheets left out). */
const text = () =>
  [...getModalRoot().querySelectorAll('.ak-root *:not(style)')]
    .filter((element) => element.children.length === 0)
    .map((element) => element.textContent)
    .join(' ')
const tile = (name = DEV_WALLET_NAME) =>
  [...getModalRoot().querySelectorAll<HTMLButtonElement>('button')].find((button) =>
    button.textContent?.includes(name),
  )

describe('Bitcoin through the modal (regtest)', () => {
  it('lists the Bitcoin dev wallet in Connect; connecting shows the payment account and its regtest balance', async () => {
    const { appKit, adapter } = setup()
    await appKit.open()
    await waitFor(() => expect(tile()).toBeDefined(), { timeout: 15_000 })
    tile()?.click()
    await waitFor(() => expect(appKit.getIsConnected()).toBe(true), { timeout: 15_000 })
    const payment = `${bitcoinRegtest.caipNetworkId}:${key.payment.address}`
    expect(appKit.getCaipAddress()).toBe(payment)
    expect(await adapter.getAccounts({ connectorId: DEV_WALLET_NAME })).toEqual([
      expect.objectContaining({ caipAddress: payment, purpose: 'payment' }),
      expect.objectContaining({
        caipAddress: `${bitcoinRegtest.caipNetworkId}:${key.ordinal.address}`,
        purpose: 'ordinal',
      }),
    ])
    await waitFor(() => expect(appKit.getState().open).toBe(false))
    await appKit.open()
    // 50 BTC mined to the payment address, read through apps/api (SPEC §5: 3 decimals at most).
    await waitFor(() => expect(text()).toContain('50 BTC'), { timeout: 15_000 })
    expect(text()).toContain('Bitcoin Regtest')
  })

  it("shows the wallet's refusal as a user rejection ('Connection rejected'), nothing connected", async () => {
    // registerWallet cannot be undone: this wallet has a name of its own.
    const { appKit } = setup({ name: 'Refusing Dev Wallet', mode: 'reject' })
    await appKit.open()
    await waitFor(() => expect(tile('Refusing Dev Wallet')).toBeDefined(), { timeout: 15_000 })
    tile('Refusing Dev Wallet')?.click()
    await waitFor(() => expect(text()).toContain('Connection rejected'), { timeout: 15_000 })
    expect(appKit.getIsConnected()).toBe(false)
  })

  it('SIWX on Bitcoin (SPEC §4): connecting opens SIWXSignMessage; Sign has the wallet sign (BIP-322) with the payment key and stores a verified session', async () => {
    const siwx = createSiwxConfig({ statement: 'Sign in to the Bitcoin test' })
    const { appKit } = setup({ name: 'Signing Dev Wallet' }, siwx)
    await appKit.open()
    await waitFor(() => expect(tile('Signing Dev Wallet')).toBeDefined(), { timeout: 15_000 })
    tile('Signing Dev Wallet')?.click()
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
