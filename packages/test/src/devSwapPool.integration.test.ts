import { parseEther, parseUnits } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { devSwapPoolArtifact, devUSDCArtifact } from './artifacts.generated'
import { DEV_ACCOUNTS } from './devAccounts'
import { devnetPublicClient, devnetWalletClient } from './devnetClients'
import { DEV_POOL_LIQUIDITY } from './devnetContracts'
import { getDevnetChain } from './getDevnetChain'

// Tests in this file use their own dev accounts (4 and 5) so they never race the other files.
const devnet = inject('devnet')

/** The constant-product output with the 0.3% fee, as the contract computes it. */
function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const inWithFee = amountIn * 997n
  return (inWithFee * reserveOut) / (reserveIn * 1000n + inWithFee)
}

describe('the devnet swap pool (real anvil)', () => {
  it.each([1, 137])('holds its starting liquidity on chain %i', async (chainId) => {
    const chain = getDevnetChain(devnet, chainId)
    const client = devnetPublicClient(chain)
    const [native, usdc] = await client.readContract({
      address: chain.contracts.swapPool,
      abi: devSwapPoolArtifact.abi,
      functionName: 'reserves',
    })
    // Chain 1's pool also serves other tests in this file; chain 137's is untouched.
    if (chainId === 137) {
      expect([native, usdc]).toEqual([DEV_POOL_LIQUIDITY.native, DEV_POOL_LIQUIDITY.usdc])
    }
    expect(native * usdc > 0n).toBe(true)
  })

  it('swaps native coins for USDC at the quoted constant-product amount', async () => {
    const chain = getDevnetChain(devnet, 1)
    const trader = DEV_ACCOUNTS[4]!
    const client = devnetPublicClient(chain)
    const pool = { address: chain.contracts.swapPool, abi: devSwapPoolArtifact.abi } as const
    const usdcBalance = () =>
      client.readContract({
        address: chain.contracts.usdc,
        abi: devUSDCArtifact.abi,
        functionName: 'balanceOf',
        args: [trader.address],
      })
    const [nativeReserve, usdcReserve] = await client.readContract({
      ...pool,
      functionName: 'reserves',
    })
    const amountIn = parseEther('1')
    const quoted = await client.readContract({
      ...pool,
      functionName: 'quoteNativeToToken',
      args: [amountIn],
    })
    expect(quoted).toBe(amountOut(amountIn, nativeReserve, usdcReserve))
    const before = await usdcBalance()

    const hash = await devnetWalletClient(chain, trader).writeContract({
      ...pool,
      functionName: 'swapNativeForToken',
      args: [quoted],
      value: amountIn,
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')

    expect(await usdcBalance()).toBe(before + quoted)
    const after = await client.readContract({ ...pool, functionName: 'reserves' })
    expect(after).toEqual([nativeReserve + amountIn, usdcReserve - quoted])
  })

  it('swaps approved USDC for native coins, and refuses a swap below the minimum', async () => {
    const chain = getDevnetChain(devnet, 1)
    const trader = DEV_ACCOUNTS[5]!
    const client = devnetPublicClient(chain)
    const wallet = devnetWalletClient(chain, trader)
    const pool = { address: chain.contracts.swapPool, abi: devSwapPoolArtifact.abi } as const
    const amountIn = parseUnits('3000', 6)
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: chain.contracts.usdc,
        abi: devUSDCArtifact.abi,
        functionName: 'approve',
        args: [pool.address, amountIn],
      }),
    })
    const quoted = await client.readContract({
      ...pool,
      functionName: 'quoteTokenToNative',
      args: [amountIn],
    })
    await expect(
      wallet.writeContract({
        ...pool,
        functionName: 'swapTokenForNative',
        args: [amountIn, quoted + 1n],
      }),
    ).rejects.toThrow('BelowMinimum')

    const nativeBefore = await client.getBalance({ address: trader.address })
    const hash = await wallet.writeContract({
      ...pool,
      functionName: 'swapTokenForNative',
      args: [amountIn, quoted],
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await client.getBalance({ address: trader.address })).toBe(nativeBefore + quoted - fee)
    expect(quoted > parseEther('0.9')).toBe(true)
  })
})
