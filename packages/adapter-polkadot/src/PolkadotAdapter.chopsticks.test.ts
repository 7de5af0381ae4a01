import type { CaipAddress } from '@appkit/core'
import { isUserRejection, TransactionRefusedError, UserRejectedRequestError } from '@appkit/core'
import { registerPolkadotDevWallet } from '@appkit/dev-wallet/polkadot'
import {
  POLKADOT_DEV_BALANCE,
  type PolkadotDevnet,
  polkadotRpc,
  startPolkadotDevnet,
} from '@appkit/test'
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { ProviderInterface } from '@polkadot/rpc-provider/types'
import { u8aToHex } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeSs58 } from './address/ss58'
import { PolkadotTransactionRefusedError } from './errors/polkadotErrors'
import { polkadotLocalNetwork } from './networks/polkadotNetworks'
import { PolkadotAdapter } from './PolkadotAdapter'

// Against the real chain: chopsticks running Asset Hub Rococo's runtime wasm (started once for
// this file: 3–5 s, ~260 MB), the Polkadot dev wallet of @appkit/dev-wallet with real sr25519 keys.
let devnet: PolkadotDevnet
const adapters: PolkadotAdapter[] = []
const connectorId = 'AppKit Dev Wallet'

let reader: ApiPromise

beforeAll(async () => {
  devnet = await startPolkadotDevnet()
  reader = await ApiPromise.create({
    // WsProvider's optional `ttl` trips exactOptionalPropertyTypes; the instance is a provider.
    provider: new WsProvider(devnet.info.rpcUrl) as ProviderInterface,
    noInitWarn: true,
  })
})

afterAll(async () => {
  await reader?.disconnect()
  await Promise.all(adapters.map((adapter) => adapter.destroy()))
  await devnet?.node.stop()
})

/** A page with the dev wallet (dev account `keyIndex`) injected, and an adapter reading it. */
async function rig(keyIndex = 0) {
  const host: { injectedWeb3?: Record<string, never> } = {}
  const wallet = await registerPolkadotDevWallet(host, { keyIndex })
  const network = polkadotLocalNetwork({ rpcUrl: devnet.info.rpcUrl })
  const adapter = new PolkadotAdapter({ networks: [network], appName: 'AppKit tests', host })
  adapters.push(adapter)
  return { wallet, network, adapter, host }
}

/** The free balance of an address, straight from the chain's storage (not through the adapter). */
async function freeOf(address: string): Promise<bigint> {
  const account = (await reader.query.system!.account!(address)) as unknown as {
    data: { free: { toBigInt(): bigint } }
  }
  return account.data.free.toBigInt()
}

describe('PolkadotAdapter on the chopsticks devnet', () => {
  it('names the network by its genesis hash (CAIP-13: polkadot:<first 32 hex digits>) and shows accounts in its SS58 format', async () => {
    const { adapter, network, wallet } = await rig(0)
    expect(network.caipNetworkId).toBe(devnet.info.chainId)
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([connectorId])
    const result = await adapter.connect({ connectorId })
    // The wallet holds the key in the generic format 42; the network shows format 2.
    expect(wallet.account.address).not.toBe(devnet.accounts[0]!.address)
    expect(result.caipAddress).toBe(`${devnet.info.chainId}:${devnet.accounts[0]!.address}`)
    expect(result.accounts).toEqual([
      { caipAddress: result.caipAddress, purpose: 'eoa', publicKey: devnet.accounts[0]!.publicKey },
    ])
    expect(await adapter.getBalance({ caipAddress: result.caipAddress })).toEqual({
      balance: '1000',
      symbol: 'ROC',
    })
    // A reload: the extension still authorises the site, so the connection comes back.
    const again = new PolkadotAdapter({
      networks: [network],
      appName: 'AppKit tests',
      host: { injectedWeb3: { [connectorId]: wallet.provider } },
    })
    wallet.setMode('reject') // no prompt may be needed for an authorised site
    expect((await again.reconnect({ connectorId }))?.caipAddress).toBe(result.caipAddress)
    await adapter.disconnect({ connectorId })
    expect(await adapter.getAccounts({ connectorId })).toEqual([])
  })

  it('sends ROC that lands: the receiver gains exactly the amount, the sender pays the amount and the fee priced before signing', async () => {
    const { adapter, network } = await rig(1)
    const { caipAddress } = await adapter.connect({ connectorId })
    const from = devnet.accounts[1]!.address
    const to = devnet.accounts[5]!.address
    const amount = 2_500_000_000_000n // 2.5 ROC
    const transfer = { from: caipAddress, to, asset: `${network.caipNetworkId}/slip44:354`, amount }
    const prepared = await adapter.prepareTransfer(transfer)
    expect(prepared.fee).toBeGreaterThan(0n)
    const [fromBefore, toBefore] = [await freeOf(from), await freeOf(to)]
    // Exactly the call priced above is signed and sent (core's prepared-transfer capability).
    const hash = await adapter.sendPreparedTransfer(prepared)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await freeOf(to)) - toBefore).toBe(amount)
    expect(fromBefore - (await freeOf(from))).toBe(amount + prepared.fee)
    const block = await polkadotRpc<{ block: { extrinsics: string[] } }>(
      devnet.info.httpUrl,
      'chain_getBlock',
    )
    expect(block.block.extrinsics.length).toBeGreaterThan(0)
  })

  it("refuses a forged signature with the chain's reason: 'The chain refused the transaction: 1010 invalid badProof'", async () => {
    // A hostile extension: the dev wallet's real signature with one byte flipped.
    const { adapter, network, wallet } = await rig(2)
    wallet.setForgeSignatures(true)
    const { caipAddress } = await adapter.connect({ connectorId })
    const to = devnet.accounts[6]!.address
    const toBefore = await freeOf(to)
    const error = await adapter
      .transfer({ from: caipAddress, to, asset: `${network.caipNetworkId}/slip44:354`, amount: 1n })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PolkadotTransactionRefusedError)
    // A core TransactionRefusedError: the modal says nothing was sent, with the chain's reason.
    expect(error).toBeInstanceOf(TransactionRefusedError)
    expect((error as Error).message).toMatch(
      /^The chain refused the transaction: 1010 invalid badProof/,
    )
    expect(await freeOf(to)).toBe(toBefore)
    expect(await freeOf(devnet.accounts[2]!.address)).toBe(POLKADOT_DEV_BALANCE)
  })

  it('signs a message with signRaw that signatureVerify of @polkadot/util-crypto accepts, and no other message', async () => {
    const { adapter } = await rig(3)
    const { caipAddress } = await adapter.connect({ connectorId })
    const message = 'Sign in to AppKit tests\nNonce: 7f3a'
    const signature = await adapter.signMessage({ message, caipAddress })
    const address = devnet.accounts[3]!.address
    expect(signatureVerify(message, signature, address)).toMatchObject({
      isValid: true,
      crypto: 'sr25519',
    })
    expect(
      signatureVerify('Sign in to AppKit tests\nNonce: 0000', signature, address).isValid,
    ).toBe(false)
    expect(u8aToHex(decodeSs58(address).accountId)).toBe(devnet.accounts[3]!.publicKey)
  })

  it("turns the wallet's refusal into core's user-rejection error ('Connection rejected')", async () => {
    const { adapter, wallet, network } = await rig(4)
    const { caipAddress } = await adapter.connect({ connectorId })
    wallet.setMode('reject')
    const signError = await adapter
      .signMessage({ message: 'no', caipAddress })
      .catch((error: unknown) => error)
    expect(signError).toBeInstanceOf(UserRejectedRequestError)
    expect(isUserRejection(signError)).toBe(true)
    const sendError = await adapter
      .transfer({
        from: caipAddress as CaipAddress,
        to: devnet.accounts[7]!.address,
        asset: `${network.caipNetworkId}/slip44:354`,
        amount: 1n,
      })
      .catch((error: unknown) => error)
    expect(sendError).toBeInstanceOf(UserRejectedRequestError)
    wallet.revokeAuthorization()
    await expect(adapter.connect({ connectorId })).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(await freeOf(devnet.accounts[4]!.address)).toBe(POLKADOT_DEV_BALANCE)
  })
})
