import { PolkadotAdapter, polkadotLocalNetwork } from '@appkit/adapter-polkadot'
import { DEV_WALLET_NAME } from '@appkit/dev-wallet'
import { registerPolkadotDevWallet } from '@appkit/dev-wallet/polkadot'
import { type PolkadotDevnet, startPolkadotDevnet } from '@appkit/test'
import { waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createChainModal, destroyChainModals } from '../../testing/createChainModal'
import { chooseWalletInModal, modalText } from '../../testing/modalQueries'

// The modal with the real Polkadot adapter in happy-dom: the Polkadot dev wallet injected in
// window.injectedWeb3 (real sr25519 keys, dev account 8), the balance read by the adapter from the
// real chain: chopsticks running Asset Hub Rococo (started once for this file: 3–5 s, ~260 MB).
let devnet: PolkadotDevnet
beforeAll(async () => {
  devnet = await startPolkadotDevnet()
}, 90_000)
afterAll(() => devnet?.node.stop())

afterEach(destroyChainModals)

const text = modalText

describe('Polkadot through the modal (chopsticks)', () => {
  it('lists the injected Polkadot dev wallet in Connect; connecting shows the account in the network’s SS58 format and its ROC balance', async () => {
    const host = window as unknown as Parameters<typeof registerPolkadotDevWallet>[0]
    await registerPolkadotDevWallet(host, { keyIndex: 8, mode: 'approve', origin: '127.0.0.1' })
    const network = polkadotLocalNetwork({ rpcUrl: devnet.info.rpcUrl })
    const adapter = new PolkadotAdapter({ networks: [network], appName: 'Scaffold tests' })
    const appKit = createChainModal(adapter, [network])
    await chooseWalletInModal(appKit, DEV_WALLET_NAME)
    await waitFor(() => expect(appKit.getIsConnected()).toBe(true), { timeout: 15_000 })
    expect(appKit.getCaipAddress()).toBe(`${devnet.info.chainId}:${devnet.accounts[8]!.address}`)
    await waitFor(() => expect(appKit.getState().open).toBe(false))
    await appKit.open()
    // 1,000 ROC set at start, read from the chain by the adapter (@polkadot/api loaded on use).
    await waitFor(() => expect(text()).toContain('1000 ROC'), { timeout: 60_000 })
    expect(text()).toContain('Asset Hub Rococo (local)')
  }, 90_000)
})
