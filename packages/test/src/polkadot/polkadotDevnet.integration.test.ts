import { ApiPromise, WsProvider } from '@polkadot/api'
import type {} from '@polkadot/api/augment'
import type { ProviderInterface } from '@polkadot/rpc-provider/types'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { POLKADOT_DEV_BALANCE, polkadotDevPair } from './polkadotDevAccounts'
import { type PolkadotDevnet, startPolkadotDevnet } from './startPolkadotDevnet'

// One chopsticks chain for this file (it takes 3–5 s and about 260 MB to start).
let devnet: PolkadotDevnet
let api: ApiPromise

beforeAll(async () => {
  devnet = await startPolkadotDevnet()
  api = await ApiPromise.create({
    // WsProvider's optional `ttl` trips exactOptionalPropertyTypes; the instance is a provider.
    provider: new WsProvider(devnet.info.rpcUrl) as ProviderInterface,
    noInitWarn: true,
  })
}, 90_000)

afterAll(async () => {
  await api?.disconnect()
  await devnet?.node.stop()
})

const freeOf = async (address: string) =>
  (await api.query.system.account(address)).data.free.toBigInt()

it('runs Asset Hub Rococo offline with the CAIP-2 id of its genesis hash and the ten dev accounts funded', async () => {
  expect(devnet.info.genesisHash).toBe(api.genesisHash.toHex())
  expect(devnet.info.chainId).toBe(`polkadot:${api.genesisHash.toHex().slice(2, 34)}`)
  expect(api.runtimeVersion.specName.toString()).toBe('statemine')
  expect(api.registry.chainSS58).toBe(devnet.info.ss58Format)
  expect(devnet.accounts).toHaveLength(10)
  for (const account of devnet.accounts)
    expect(await freeOf(account.address)).toBe(POLKADOT_DEV_BALANCE)
})

it('lands a real sr25519 transfer: the receiver gains exactly the amount, the sender pays amount plus fee', async () => {
  const [sender, receiver] = [await polkadotDevPair(1), await polkadotDevPair(2)]
  const amount = 12_345_000_000n
  const [senderBefore, receiverBefore] = [
    await freeOf(sender.address),
    await freeOf(receiver.address),
  ]
  const events = await new Promise<string[]>((resolve, reject) => {
    api.tx.balances
      .transferKeepAlive(receiver.address, amount)
      .signAndSend(sender, ({ status, events, dispatchError }) => {
        if (dispatchError) reject(new Error(dispatchError.toString()))
        // chopsticks (Instant mode) may report Finalized without InBlock first.
        if (status.isInBlock || status.isFinalized)
          resolve(events.map(({ event }) => `${event.section}.${event.method}`))
      })
      .catch(reject)
  })
  expect(events).toContain('balances.Transfer')
  expect(events).toContain('system.ExtrinsicSuccess')
  const fee = senderBefore - amount - (await freeOf(sender.address))
  expect(fee).toBeGreaterThan(0n)
  expect((await freeOf(receiver.address)) - receiverBefore).toBe(amount)
})

it('refuses an extrinsic whose signature was forged with 1010 invalid badProof', async () => {
  const sender = await polkadotDevPair(3)
  const receiver = await polkadotDevPair(4)
  const extrinsic = await api.tx.balances
    .transferKeepAlive(receiver.address, 1_000_000_000n)
    .signAsync(sender)
  const bytes = extrinsic.toU8a()
  const signature = extrinsic.signature.toU8a()
  const at = Buffer.from(bytes).indexOf(Buffer.from(signature))
  expect(at).toBeGreaterThan(0)
  bytes[at + 10]! ^= 0x01
  await expect(api.rpc.author.submitExtrinsic(bytes)).rejects.toThrow(/1010.*badProof/)
})
