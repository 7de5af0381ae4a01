import type { CaipAddress, CaipNetwork } from '@appkit/core'
import { isUserRejection, UserRejectedRequestError } from '@appkit/core'
import type { ChainAdapterEvent } from '@appkit/core/adapter'
import { type CosmosDevWallet, createCosmosDevWallet } from '@appkit/dev-wallet/cosmos'
import {
  COSMOS_DEV_ADDRESSES,
  COSMOS_DEVNET_CHAIN_IDS,
  type CosmosDevnet,
  startCosmosDevnet,
  verifyAdr036Signature,
} from '@appkit/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CosmosAdapter } from './CosmosAdapter'
import { CosmosBroadcastError } from './errors/cosmosErrors'
import { defineCosmosNetwork } from './networks/cosmosNetworks'
import type { KeplrProvider } from './provider/KeplrProvider'

// Against the Cosmos SIMULATOR of @appkit/test (a bank ledger in CometBFT's RPC shapes: no
// cosmos-sdk node can run here) with the Keplr-style dev wallet signing with real keys.
let devnet: CosmosDevnet
let networks: CaipNetwork[]
const [hub1, hub2] = COSMOS_DEVNET_CHAIN_IDS

beforeAll(async () => {
  devnet = await startCosmosDevnet()
  networks = devnet.chains.map((chain) =>
    defineCosmosNetwork({
      chainId: chain.chainId,
      name: chain.chainId,
      rpcUrl: chain.rpcUrl,
      testnet: true,
    }),
  )
})
afterAll(() => devnet?.stop())

const devWallet = (keyIndex: number, mode: 'approve' | 'reject' = 'approve') =>
  createCosmosDevWallet({ chainIds: [...COSMOS_DEVNET_CHAIN_IDS], keyIndex, mode })
const adapterWith = (provider: KeplrProvider | CosmosDevWallet) =>
  new CosmosAdapter({ networks, scope: { keplr: provider } })
const native = (chainId: string) => `cosmos:${chainId}/slip44:118`

describe('CosmosAdapter on the Cosmos simulator', () => {
  it('connects window.keplr on cosmos:appkit-devnet-1, shows the balance, and a MsgSend with memo lands: the receiver gains exactly the amount, the sender pays it plus the fee shown', async () => {
    const adapter = adapterWith(devWallet(1))
    expect(adapter.getConnectors().map((c) => [c.id, c.name, c.chain])).toEqual([
      ['keplr', 'AppKit Dev Wallet', 'cosmos'],
    ])
    const { caipAddress, accounts } = await adapter.connect({ connectorId: 'keplr' })
    expect(caipAddress).toBe(`cosmos:${hub1}:${COSMOS_DEV_ADDRESSES[1]}`)
    expect(accounts[0]?.publicKey).toMatch(/^A[A-Za-z0-9+/]{43}$/)
    expect(await adapter.getBalance({ caipAddress })).toEqual({ balance: '1000', symbol: 'ATOM' })

    const ledger = devnet.ledgers[0]!
    const to = COSMOS_DEV_ADDRESSES[2]!
    const [fromBefore, toBefore] = [ledger.balance(COSMOS_DEV_ADDRESSES[1]!), ledger.balance(to)]
    const prepared = await adapter.prepareTransfer(
      { from: caipAddress, to, asset: native(hub1), amount: 250_000n },
      { memo: 'thanks' },
    )
    const fee = BigInt(prepared.stdFee.amount[0]!.amount)
    expect(prepared.stdFee.amount[0]!.denom).toBe('uatom')
    expect(prepared.fee).toBe(fee)
    expect(fee).toBeGreaterThan(0n)
    const hash = await adapter.sendPreparedTransfer(prepared)
    expect(ledger.balance(to) - toBefore).toBe(250_000n)
    expect(fromBefore - ledger.balance(COSMOS_DEV_ADDRESSES[1]!)).toBe(250_000n + fee)
    const landed = ledger.transactions.find((tx) => tx.hash === hash)
    expect(landed?.code).toBe(0)
    expect(landed?.events[0]?.attributes[0]).toMatchObject({ key: 'fee', value: `${fee}uatom` })
    expect((await adapter.getBalance({ caipAddress })).balance).toBe(
      String(Number(fromBefore - 250_000n - fee) / 1e6),
    )
    adapter.destroy()
  })

  it('switches network by enabling another chain id (chainChanged to cosmos:appkit-devnet-2), and reconnects after a reload without a prompt', async () => {
    const wallet = devWallet(3)
    const adapter = adapterWith(wallet)
    const events: ChainAdapterEvent[] = []
    adapter.subscribe((event) => events.push(event))
    await adapter.connect({ connectorId: 'keplr', caipNetworkId: `cosmos:${hub1}` })
    await adapter.switchNetwork({ caipNetwork: networks[1]! })
    expect(events).toContainEqual({
      type: 'chainChanged',
      connectorId: 'keplr',
      caipNetworkId: `cosmos:${hub2}`,
    })
    const [account] = await adapter.getAccounts({ connectorId: 'keplr' })
    expect(account?.caipAddress).toBe(`cosmos:${hub2}:${COSMOS_DEV_ADDRESSES[3]}`)
    // A reload: a new adapter over the same wallet, which now refuses every prompt.
    wallet.setMode('reject')
    const reloaded = adapterWith(wallet)
    const restored = await reloaded.reconnect({ connectorId: 'keplr' })
    expect(restored?.caipAddress).toBe(`cosmos:${hub1}:${COSMOS_DEV_ADDRESSES[3]}`)
    adapter.destroy()
    reloaded.destroy()
  })

  it('a signature made for another chain id, or forged, is refused by the chain with its error (CosmosBroadcastError), and nothing moves', async () => {
    const wallet = devWallet(4)
    await wallet.enable([...COSMOS_DEVNET_CHAIN_IDS])
    const from = COSMOS_DEV_ADDRESSES[4]!
    const ledger = devnet.ledgers[0]!
    const hostile = (rewrite: 'chainId' | 'forge'): KeplrProvider => ({
      ...wallet,
      getOfflineSigner: (chainId) => ({
        getAccounts: wallet.getOfflineSigner(chainId).getAccounts,
        signDirect: async (signer, doc) => {
          if (rewrite === 'chainId')
            return wallet.signDirect(hub2, signer, { ...doc, chainId: hub2 })
          const signed = await wallet.signDirect(chainId, signer, doc)
          const bytes = Uint8Array.from(atob(signed.signature.signature), (c) => c.charCodeAt(0))
          bytes[5]! ^= 1
          return {
            ...signed,
            signature: { ...signed.signature, signature: btoa(String.fromCharCode(...bytes)) },
          }
        },
      }),
    })
    const before = ledger.balance(from)
    for (const [rewrite, log] of [
      [
        'chainId',
        /signature verification failed; please verify account number \(\d+\), sequence \(0\) and chain-id \(appkit-devnet-1\): unauthorized/,
      ],
      ['forge', /signature verification failed/],
    ] as const) {
      const adapter = adapterWith(hostile(rewrite))
      const { caipAddress } = await adapter.connect({ connectorId: 'keplr' })
      const sent = adapter.transfer({
        from: caipAddress,
        to: from,
        asset: native(hub1),
        amount: 1n,
      })
      await expect(sent).rejects.toBeInstanceOf(CosmosBroadcastError)
      await expect(sent).rejects.toThrow(log)
      await expect(sent).rejects.toMatchObject({ code: 4 })
      adapter.destroy()
    }
    expect(ledger.balance(from)).toBe(before)
  })

  it('signs a message with ADR-036 (signArbitrary): the signature verifies independently with cosmjs, and not for another text', async () => {
    const adapter = adapterWith(devWallet(5))
    const { caipAddress, accounts } = await adapter.connect({ connectorId: 'keplr' })
    const message = 'Sign in to AppKit\nNonce: 42'
    const signature = await adapter.signMessage({ message, caipAddress })
    const stdSignature = {
      pub_key: { type: 'tendermint/PubKeySecp256k1', value: accounts[0]!.publicKey! },
      signature,
    }
    const address = COSMOS_DEV_ADDRESSES[5]!
    expect(await verifyAdr036Signature(address, message, stdSignature)).toBe(true)
    expect(await verifyAdr036Signature(address, `${message}!`, stdSignature)).toBe(false)
    expect(await verifyAdr036Signature(COSMOS_DEV_ADDRESSES[6]!, message, stdSignature)).toBe(false)
    adapter.destroy()
  })

  it("a wallet rejection reaches core as UserRejectedRequestError, which the modal shows as 'Connection rejected'", async () => {
    const adapter = adapterWith(devWallet(6, 'reject'))
    const connecting = adapter.connect({ connectorId: 'keplr' })
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(isUserRejection(await connecting.catch((error: unknown) => error))).toBe(true)
    expect(await adapter.getAccounts({ connectorId: 'keplr' })).toEqual([])
    const other = `cosmos:${hub1}:${COSMOS_DEV_ADDRESSES[6]}` as CaipAddress
    await expect(adapter.signMessage({ message: 'x', caipAddress: other })).rejects.toThrow()
    adapter.destroy()
  })
})
