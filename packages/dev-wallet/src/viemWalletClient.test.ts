import type { Hex } from 'viem'
import { createWalletClient, custom, verifyTypedData } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { createDevnetWallet, devnetClient } from './testing/createDevnetWallet'

const devnet = inject('devnet')

// How wagmi will drive the wallet: a viem wallet client over the provider (JSON-RPC account), so
// typed data arrives stringified (bigints as strings, EIP712Domain added) and transactions carry
// chainId, type and gas as hex.
async function viemClientOverWallet() {
  const wallet = createDevnetWallet(devnet)
  wallet.switchAccount(2)
  const [address] = (await wallet.request({ method: 'eth_requestAccounts' })) as Hex[]
  return {
    wallet,
    address: address!,
    client: createWalletClient({ account: address!, transport: custom(wallet) }),
  }
}

describe('driven by a viem wallet client (as wagmi does)', () => {
  it('signTypedData with bigints and arrays verifies', async () => {
    const { client, address } = await viemClientOverWallet()
    const typedData = {
      domain: {
        name: 'Orders',
        chainId: 1n,
        verifyingContract: '0x0000000000000000000000000000000000000001',
      },
      types: {
        Order: [
          { name: 'amount', type: 'uint256' },
          { name: 'owner', type: 'address' },
          { name: 'tags', type: 'bytes32[]' },
        ],
      },
      primaryType: 'Order',
      message: { amount: 10n ** 30n, owner: address, tags: [`0x${'11'.repeat(32)}`] },
    } as const
    const signature = await client.signTypedData(typedData)
    expect(await verifyTypedData({ ...typedData, address, signature })).toBe(true)
  })

  it('sendTransaction (chainId, type and gas filled by viem) lands on the devnet', async () => {
    const { client, address } = await viemClientOverWallet()
    const hash = await client.sendTransaction({ to: address, value: 7n, chain: null })
    const receipt = await devnetClient(devnet, 1).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
  })

  it('a transaction for another chain than the active one is refused (-32602), nothing sent', async () => {
    const { wallet, address } = await viemClientOverWallet()
    const nonce = await devnetClient(devnet, 1).getTransactionCount({ address })
    await expect(
      wallet.request({
        method: 'eth_sendTransaction',
        params: [{ from: address, to: address, value: '0x1', chainId: '0x89' }],
      }),
    ).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(/chain 137/) })
    expect(await devnetClient(devnet, 1).getTransactionCount({ address })).toBe(nonce)
  })
})
