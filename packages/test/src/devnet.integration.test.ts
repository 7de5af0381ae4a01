import { parseEventLogs, parseUnits } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { devNFTArtifact, devUSDCArtifact } from './artifacts.generated'
import { deployContracts } from './deployContracts'
import { DEV_ACCOUNT, DEV_ACCOUNTS, DEV_USDC_BALANCE } from './devAccounts'
import { devnetPublicClient, devnetWalletClient } from './devnetClients'
import { getDevnetChain } from './getDevnetChain'

// Tests in this file use their own dev accounts (1 to 3) so they never race each other.
const devnet = inject('devnet')

describe('the devnet (real anvil, one node per chain)', () => {
  it('runs chain 1 and chain 137 on 127.0.0.1, each answering with its own chain id', async () => {
    expect(devnet.chains.map((chain) => chain.chainId)).toEqual([1, 137])
    for (const chain of devnet.chains) {
      expect(new URL(chain.rpcUrl).hostname).toBe('127.0.0.1')
      expect(await devnetPublicClient(chain).getChainId()).toBe(chain.chainId)
    }
  })

  it.each([1, 137])("reads the dev account's USDC balance on chain %i", async (chainId) => {
    const chain = getDevnetChain(devnet, chainId)
    const client = devnetPublicClient(chain)
    const read = (functionName: 'decimals' | 'symbol') =>
      client.readContract({ address: chain.contracts.usdc, abi: devUSDCArtifact.abi, functionName })
    expect(await read('symbol')).toBe('USDC')
    expect(await read('decimals')).toBe(6)
    const balance = await client.readContract({
      address: chain.contracts.usdc,
      abi: devUSDCArtifact.abi,
      functionName: 'balanceOf',
      args: [DEV_ACCOUNT.address],
    })
    expect(balance).toBe(DEV_USDC_BALANCE)
  })

  it('sends a USDC transfer and both balances change by the amount', async () => {
    const chain = getDevnetChain(devnet, 137)
    const [sender, recipient] = [DEV_ACCOUNTS[1]!, DEV_ACCOUNTS[2]!]
    const client = devnetPublicClient(chain)
    const usdc = { address: chain.contracts.usdc, abi: devUSDCArtifact.abi } as const
    const balanceOf = (holder: typeof sender) =>
      client.readContract({ ...usdc, functionName: 'balanceOf', args: [holder.address] })
    const before = [await balanceOf(sender), await balanceOf(recipient)] as const
    const amount = parseUnits('12.5', 6)

    const hash = await devnetWalletClient(chain, sender).writeContract({
      ...usdc,
      functionName: 'transfer',
      args: [recipient.address, amount],
    })
    const receipt = await client.waitForTransactionReceipt({ hash })

    expect(receipt.status).toBe('success')
    expect(await balanceOf(sender)).toBe(before[0] - amount)
    expect(await balanceOf(recipient)).toBe(before[1] + amount)
  })

  it('mints an NFT to the caller, who then owns it', async () => {
    const chain = getDevnetChain(devnet, 1)
    const minter = DEV_ACCOUNTS[3]!
    const client = devnetPublicClient(chain)
    const nft = { address: chain.contracts.nft, abi: devNFTArtifact.abi } as const
    const balanceBefore = await client.readContract({
      ...nft,
      functionName: 'balanceOf',
      args: [minter.address],
    })

    const hash = await devnetWalletClient(chain, minter).writeContract({
      ...nft,
      functionName: 'mint',
      args: [minter.address],
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    const [transfer] = parseEventLogs({ abi: nft.abi, eventName: 'Transfer', logs: receipt.logs })

    expect(transfer?.args.to).toBe(minter.address)
    const tokenId = transfer!.args.tokenId
    expect(await client.readContract({ ...nft, functionName: 'ownerOf', args: [tokenId] })).toBe(
      minter.address,
    )
    expect(
      await client.readContract({ ...nft, functionName: 'balanceOf', args: [minter.address] }),
    ).toBe(balanceBefore + 1n)
  })

  it('refuses to deploy again once the deployer has used nonces 0 to 3', async () => {
    const chain = getDevnetChain(devnet, 1)
    await expect(deployContracts(chain)).rejects.toThrow(
      'The deployer has nonce 4 on chain 1, not 0',
    )
  })

  it('names no chain it does not run', () => {
    expect(() => getDevnetChain(devnet, 10)).toThrow('The devnet runs no chain 10')
  })
})
