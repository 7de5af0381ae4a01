import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { deployIdRegistry } from './deployIdRegistry'
import type { FarcasterConfig } from './FarcasterConfig'

/** The Farcaster usernames of the development FIDs (1 and 2 on a fresh registry), in the name table. */
export const DEV_FARCASTER_USERNAMES = ['dev-farcaster-alice', 'dev-farcaster-bob'] as const

/**
 * Development and tests only (anvil): deploys a Farcaster ID registry on the chain at `rpcUrl`
 * from a fresh deployer given 1 ETH (`anvil_setBalance`), registers two fresh custody keys, and
 * answers the secure site's Farcaster configuration: the registry, the name table
 * (DEV_FARCASTER_USERNAMES) and the Farcaster app stand-in's accounts holding those keys.
 */
export async function deployDevFarcaster(chain: {
  chainId: number
  rpcUrl: string
}): Promise<FarcasterConfig> {
  const deployer = generatePrivateKey()
  const funded = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [privateKeyToAccount(deployer).address, '0xde0b6b3a7640000'],
    }),
  })
  if (!funded.ok) throw new Error(`Funding the registry's deployer failed (${funded.status})`)
  const keys: Hex[] = DEV_FARCASTER_USERNAMES.map(() => generatePrivateKey())
  const registry = await deployIdRegistry({
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    deployer,
    custody: keys.map((key) => privateKeyToAccount(key).address),
  })
  const accounts = registry.fids.map((fid, index) => ({
    fid,
    username: DEV_FARCASTER_USERNAMES[index] ?? `fid-${fid}`,
    privateKey: keys[index] ?? generatePrivateKey(),
  }))
  return {
    registry: { address: registry.address, chainId: chain.chainId },
    names: Object.fromEntries(accounts.map((account) => [account.fid, account.username])),
    appAccounts: accounts,
  }
}
