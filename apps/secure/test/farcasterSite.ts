import type { DevnetInfo } from '@appkit/test'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { deployIdRegistry } from '../src/farcaster/deployIdRegistry'
import type { FarcasterConfig } from '../src/farcaster/FarcasterConfig'
import { fund } from './secureSite'

/** The Farcaster accounts of a test: fresh custody keys, registered in a fresh ID registry. */
export type FarcasterFixture = {
  config: FarcasterConfig
  alice: { fid: number; privateKey: Hex }
  bob: { fid: number; privateKey: Hex }
}

/**
 * Deploys a Farcaster ID registry on the devnet's first chain from a fresh funded deployer and
 * registers two fresh custody keys (alice, bob), named in the name table; the app stand-in holds
 * both keys.
 */
export async function deployFarcasterFixture(devnet: DevnetInfo): Promise<FarcasterFixture> {
  const chain = devnet.chains[0]
  if (!chain) throw new Error('no devnet chain')
  const deployer = generatePrivateKey()
  await fund(devnet, chain.chainId, privateKeyToAccount(deployer).address)
  const keys = [generatePrivateKey(), generatePrivateKey()] as const
  const registry = await deployIdRegistry({
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    deployer,
    custody: keys.map((key) => privateKeyToAccount(key).address),
  })
  const [aliceFid, bobFid] = registry.fids as [number, number]
  return {
    alice: { fid: aliceFid, privateKey: keys[0] },
    bob: { fid: bobFid, privateKey: keys[1] },
    config: {
      registry: { address: registry.address, chainId: chain.chainId },
      names: { [aliceFid]: 'alice', [bobFid]: 'bob' },
      appAccounts: [
        { fid: aliceFid, username: 'alice', privateKey: keys[0] },
        { fid: bobFid, username: 'bob', privateKey: keys[1] },
      ],
    },
  }
}
