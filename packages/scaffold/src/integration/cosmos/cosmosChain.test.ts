import { CosmosAdapter, defineCosmosNetwork } from '@appkit/adapter-cosmos'
import { DEV_WALLET_NAME } from '@appkit/dev-wallet'
import { registerCosmosDevWallet } from '@appkit/dev-wallet/cosmos'
import {
  COSMOS_DEV_ADDRESSES,
  COSMOS_DEVNET_CHAIN_IDS,
  type CosmosDevnet,
  startCosmosDevnet,
} from '@appkit/test'
import { waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createChainModal, destroyChainModals } from '../../testing/createChainModal'
import { chooseWalletInModal, modalText } from '../../testing/modalQueries'

// The modal with the real Cosmos adapter in happy-dom: the Keplr-style dev wallet as
// window.keplr (real keys, dev key 3) and the devnet's Cosmos SIMULATOR (a bank ledger in
// CometBFT's RPC shapes, started here in-process: no cosmos-sdk node can run here).
let devnet: CosmosDevnet
beforeAll(async () => {
  devnet = await startCosmosDevnet()
})
afterAll(() => devnet?.stop())

afterEach(async () => {
  await destroyChainModals()
  delete window.keplr
})

/** The Keplr-style dev wallet as window.keplr, the Cosmos adapter and the modal on the simulator. */
function setup(mode: 'approve' | 'reject') {
  const wallet = registerCosmosDevWallet(window, {
    chainIds: [...COSMOS_DEVNET_CHAIN_IDS],
    keyIndex: 3,
    mode,
    origin: '127.0.0.1',
  })
  const chain = devnet.chains[0]!
  const network = defineCosmosNetwork({
    chainId: chain.chainId,
    name: 'Cosmos Devnet',
    rpcUrl: chain.rpcUrl,
    testnet: true,
  })
  const adapter = new CosmosAdapter({ networks: [network], scope: window })
  const appKit = createChainModal(adapter, [network])
  return { wallet, network, appKit }
}

const text = modalText

describe('Cosmos through the modal (simulator)', () => {
  it('lists window.keplr in Connect; connecting shows the cosmos: account and its ATOM balance', async () => {
    const { appKit, network } = setup('approve')
    await chooseWalletInModal(appKit, DEV_WALLET_NAME)
    await waitFor(() => expect(appKit.getIsConnected()).toBe(true), { timeout: 15_000 })
    expect(appKit.getCaipAddress()).toBe(`${network.caipNetworkId}:${COSMOS_DEV_ADDRESSES[3]}`)
    await waitFor(() => expect(appKit.getState().open).toBe(false))
    await appKit.open()
    await waitFor(() => expect(text()).toContain('1000 ATOM'), { timeout: 15_000 })
  })

  it("shows the wallet's refusal as SPEC §8's 'Connection rejected', nothing connected", async () => {
    const { appKit } = setup('reject')
    await chooseWalletInModal(appKit, DEV_WALLET_NAME)
    await waitFor(() => expect(text()).toContain('Connection rejected'), { timeout: 15_000 })
    expect(appKit.getIsConnected()).toBe(false)
  })
})
