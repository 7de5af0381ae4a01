import { createPublicClient, createWalletClient, type Hash, http, isAddressEqual } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devNFTArtifact, devUSDCArtifact } from './artifacts.generated'
import { DevnetError } from './DevnetError'
import type { DevnetChain } from './DevnetInfo'
import { DEPLOYER_ACCOUNT, DEV_ACCOUNTS, DEV_USDC_BALANCE } from './devAccounts'
import { DEVNET_CONTRACTS, type DevnetContracts } from './devnetContracts'
import { devnetViemChain } from './devnetViemChain'

/**
 * Deploys the project's contracts to a fresh devnet chain from DEPLOYER_ACCOUNT (nonce 0: the
 * USDC token, minting DEV_USDC_BALANCE to every dev account; nonce 1: the NFT) and checks they
 * landed at DEVNET_CONTRACTS.
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
  ]
  const receipts = await Promise.all(
    hashes.map((hash) => reader.waitForTransactionReceipt({ hash })),
  )
  const expected = [DEVNET_CONTRACTS.usdc, DEVNET_CONTRACTS.nft]
  receipts.forEach((receipt, index) => {
    const want = expected[index]!
    const got = receipt.contractAddress
    if (receipt.status !== 'success' || !got || !isAddressEqual(got, want)) {
      throw new DevnetError(`A contract did not deploy to ${want} on chain ${chain.chainId}`, {
        details: `status ${receipt.status}, address ${got}`,
      })
    }
  })
  return DEVNET_CONTRACTS
}
