import {
  COSMOS_WALLET_CONNECT_METHODS,
  CosmosAdapter,
  defineCosmosNetwork,
} from '@appkit/adapter-cosmos'
import { COSMOS_DEV_ADDRESSES, verifyAdr036Signature } from '@appkit/test'
import { describe, expect, inject, it } from 'vitest'
import { createWalletConnect } from './createWalletConnect'
import { pairThroughRelay, testDappMetadata, useRelayRig } from './testing/relayRig'

// Each client starts its own WalletConnect core (see walletConnect.relay.test.ts).
process.env.DISABLE_GLOBAL_CORE = 'true'

// The devnet's Cosmos SIMULATOR (a bank ledger in CometBFT's RPC shapes that checks signatures
// with cosmjs' own code: no cosmos-sdk node can run here), the test wallet signing with the
// Cosmos dev wallet (dev key 0) on the far side of apps/relay.
const devnet = inject('devnet')
const chain = devnet.cosmos.chains[0]!
const network = defineCosmosNetwork({
  chainId: chain.chainId,
  name: 'Cosmos Devnet (simulator)',
  rpcUrl: chain.rpcUrl,
  testnet: true,
})
const metadata = testDappMetadata('Cosmos over WalletConnect')

async function balanceOf(address: string): Promise<bigint> {
  const response = await fetch(`${chain.restUrl}/cosmos/bank/v1beta1/balances/${address}`)
  const { balances } = (await response.json()) as { balances: { denom: string; amount: string }[] }
  return BigInt(balances.find((coin) => coin.denom === chain.denom)?.amount ?? '0')
}

const rig = useRelayRig(devnet)

describe('the cosmos namespace over WalletConnect, through apps/relay (simulator)', () => {
  it('the adapter declares cosmos_getAccounts, cosmos_signDirect and cosmos_signAmino; its connector connects, signs an ADR-036 message that verifies with cosmjs, and sends a MsgSend the simulator includes', async () => {
    const walletConnect = createWalletConnect({
      relayUrl: rig.relay.url,
      metadata,
      logLevel: 'silent',
    })
    const adapter = new CosmosAdapter({ networks: [network], walletConnect, scope: {} })
    try {
      expect(adapter.getConnectors().map(({ id, type }) => ({ id, type }))).toEqual([
        { id: 'WalletConnect', type: 'WALLET_CONNECT' },
      ])
      const { connecting, proposal } = await pairThroughRelay(walletConnect, rig.wallet, () =>
        adapter.connect({ connectorId: 'WalletConnect' }),
      )
      expect(proposal.params.optionalNamespaces.cosmos).toMatchObject({
        chains: [network.caipNetworkId],
        methods: [...COSMOS_WALLET_CONNECT_METHODS],
      })
      // The provider keeps the RPC URL per chain id to itself (never its vendor's RPC host).
      expect(adapter.walletConnectNamespace?.rpcMap).toEqual({ [chain.chainId]: chain.rpcUrl })
      await rig.wallet.approve(proposal, [], [], [], [network.caipNetworkId])
      const { caipAddress, accounts } = await connecting
      expect(caipAddress).toBe(`${network.caipNetworkId}:${rig.wallet.cosmosAddress}`)

      // ADR-036 through cosmos_signAmino: cosmjs verifies it, and not for another text.
      const message = 'Sign in on Cosmos'
      const signature = await adapter.signMessage({ message, caipAddress })
      const stdSignature = {
        pub_key: { type: 'tendermint/PubKeySecp256k1', value: accounts[0]!.publicKey! },
        signature,
      }
      expect(await verifyAdr036Signature(rig.wallet.cosmosAddress, message, stdSignature)).toBe(
        true,
      )
      expect(
        await verifyAdr036Signature(rig.wallet.cosmosAddress, `${message}!`, stdSignature),
      ).toBe(false)

      // A MsgSend signed with cosmos_signDirect: the receiver gets exactly the amount.
      const receiver = COSMOS_DEV_ADDRESSES[5]!
      const before = await balanceOf(receiver)
      const hash = await adapter.transfer({
        from: caipAddress,
        to: receiver,
        asset: `${network.caipNetworkId}/slip44:118`,
        amount: 1_250_000n,
      })
      expect(hash).toMatch(/^[0-9A-F]{64}$/)
      expect((await balanceOf(receiver)) - before).toBe(1_250_000n)
      expect(rig.wallet.requests.map((request) => request.method)).toEqual(
        expect.arrayContaining(['cosmos_getAccounts', 'cosmos_signAmino', 'cosmos_signDirect']),
      )
    } finally {
      adapter.destroy()
      await walletConnect.close()
    }
  }, 60_000)
})
