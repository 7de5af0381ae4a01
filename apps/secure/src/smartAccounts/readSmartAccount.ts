import { createPublicClient, http, type LocalAccount } from 'viem'
import type { SmartAccount } from 'viem/account-abstraction'
import type { SecureChain } from '../rpc/SecureChain'
import { ENTRY_POINT_07, SIMPLE_ACCOUNT_FACTORY_07 } from './SmartAccountChain'
import { SmartAccountUnavailableError } from './SmartAccountUnavailableError'
import { secureViemChain } from './secureViemChain'
import { toSimpleSmartAccount } from './toSimpleSmartAccount'

/** The owner's smart account on `chain`, with the chain's client; refused when the chain has no bundler. */
export async function readSmartAccount(
  owner: LocalAccount,
  chain: SecureChain,
  signal?: AbortSignal,
): Promise<{ account: SmartAccount; bundlerUrl: string }> {
  const config = chain.smartAccount
  if (!config)
    throw new SmartAccountUnavailableError('Smart accounts are not enabled on this network')
  const client = createPublicClient({
    chain: secureViemChain(chain),
    transport: http(chain.rpcUrl, signal ? { fetchOptions: { signal } } : {}),
    pollingInterval: 100,
  })
  const account = await toSimpleSmartAccount({
    client,
    owner,
    entryPoint: config.entryPoint ?? ENTRY_POINT_07,
    factory: config.simpleAccountFactory ?? SIMPLE_ACCOUNT_FACTORY_07,
  })
  return { account, bundlerUrl: config.bundlerUrl }
}

/**
 * The owner's smart account address on `chain` (derived by the factory, counterfactual until the
 * first UserOperation) and whether it is deployed yet (SPEC §3 'smartAccountDeployed').
 */
export async function smartAccountStatus(
  owner: LocalAccount,
  chain: SecureChain,
): Promise<{ address: `0x${string}`; deployed: boolean }> {
  const { account } = await readSmartAccount(owner, chain)
  const address = await account.getAddress()
  return { address, deployed: await account.isDeployed() }
}
