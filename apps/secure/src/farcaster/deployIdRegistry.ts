import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  parseEventLogs,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { idRegistryArtifact } from './idRegistryArtifact.generated'

/** A deployed ID registry and the FIDs it gave `custody`, in order. */
export type DeployedIdRegistry = { address: Address; fids: number[] }

/**
 * Deploys the devnet's Farcaster ID registry (contracts/FarcasterIdRegistry.sol) from `deployer`
 * on `rpcUrl` and registers one FID for each custody address (1, 2, … on a fresh registry).
 */
export async function deployIdRegistry(parameters: {
  rpcUrl: string
  chainId: number
  deployer: Hex
  custody: readonly Address[]
}): Promise<DeployedIdRegistry> {
  const account = privateKeyToAccount(parameters.deployer)
  const chain = {
    id: parameters.chainId,
    name: `devnet ${parameters.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [parameters.rpcUrl] } },
  } as const
  const transport = http(parameters.rpcUrl)
  const wallet = createWalletClient({ account, chain, transport })
  const reader = createPublicClient({ chain, transport, pollingInterval: 50 })
  const deployed = await reader.waitForTransactionReceipt({
    hash: await wallet.deployContract({ ...idRegistryArtifact }),
  })
  const address = deployed.contractAddress
  if (deployed.status !== 'success' || !address)
    throw new Error('The Farcaster ID registry did not deploy')
  const fids: number[] = []
  for (const to of parameters.custody) {
    const receipt = await reader.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address,
        abi: idRegistryArtifact.abi,
        functionName: 'register',
        args: [to],
      }),
    })
    const [event] = parseEventLogs({
      abi: idRegistryArtifact.abi,
      logs: receipt.logs,
      eventName: 'Register',
    })
    if (receipt.status !== 'success' || !event) throw new Error(`Registering ${to} failed`)
    fids.push(Number(event.args.id))
  }
  return { address, fids }
}
