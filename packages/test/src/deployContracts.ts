import { createPublicClient, createWalletClient, type Hash, http, isAddressEqual } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devNFTArtifact, devSwapPoolArtifact, devUSDCArtifact } from './artifacts.generated'
import { DevnetError } from './DevnetError'
import type { DevnetChain } from './DevnetInfo'
import { DEPLOYER_ACCOUNT, DEV_ACCOUNTS, DEV_USDC_BALANCE } from './devAccounts'
import { DEV_POOL_LIQUIDITY, DEVNET_CONTRACTS, type DevnetContracts } from './devnetContracts'
import { devnetViemChain } from './devnetViemChain'

/**
 * Deploys the project's contracts to a fresh devnet chain from DEPLOYER_ACCOUNT (nonce 0: the
 * USDC token, minting DEV_USDC_BALANCE to every dev account; nonce 1: the NFT; nonce 2: the swap
 * pool holding DEV_POOL_LIQUIDITY's native coins; nonce 3: minting its USDC to the pool) and checks
 * they landed at DEVNET_CONTRACTS.
 */
export async function deployContracts(chain: DevnetChain): Promise<DevnetContracts> {
  const viemChain = devnetViemChain(chain)
  const account = privateKeyToAccount(DEPLOYER_ACCOUNT.privateKey)
  const transport = http(chain.rpcUrl)
  const wallet = createWalletClient({ account, chain: viemChain, transport })
  const reader = createPublicClient({ chain: viemChain, transport, pollingInterval: 50 })

  const nonce = await reader.getTransactionCount({ address: account.address })
  if (nonce !== 0) {
    throw new DevnetError(`The deployer has nonce ${nonce} on chain ${chain.chainId}, not 0`)
  }
  const holders = DEV_ACCOUNTS.map((dev) => dev.address)
  const hashes: Hash[] = [
    await wallet.deployContract({
      ...devUSDCArtifact,
      args: [holders, DEV_USDC_BALANCE],
      nonce: 0,
    }),
    await wallet.deployContract({ ...devNFTArtifact, nonce: 1 }),
    await wallet.deployContract({
      ...devSwapPoolArtifact,
      args: [DEVNET_CONTRACTS.usdc],
      value: DEV_POOL_LIQUIDITY.native,
      nonce: 2,
    }),
    await wallet.writeContract({
      address: DEVNET_CONTRACTS.usdc,
      abi: devUSDCArtifact.abi,
      functionName: 'mint',
      args: [DEVNET_CONTRACTS.swapPool, DEV_POOL_LIQUIDITY.usdc],
      nonce: 3,
    }),
  ]
  const receipts = await Promise.all(
    hashes.map((hash) => reader.waitForTransactionReceipt({ hash })),
  )
  const expected = [DEVNET_CONTRACTS.usdc, DEVNET_CONTRACTS.nft, DEVNET_CONTRACTS.swapPool]
  receipts.forEach((receipt, index) => {
    const want = expected[index]
    const got = receipt.contractAddress
    if (want === undefined) {
      if (receipt.status !== 'success') {
        throw new DevnetError(`Funding the swap pool failed on chain ${chain.chainId}`)
      }
      return
    }
    if (receipt.status !== 'success' || !got || !isAddressEqual(got, want)) {
      throw new DevnetError(`A contract did not deploy to ${want} on chain ${chain.chainId}`, {
        details: `status ${receipt.status}, address ${got}`,
      })
    }
  })
  return DEVNET_CONTRACTS
}
