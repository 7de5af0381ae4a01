import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  type Hex,
  http,
  numberToHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DevnetError } from '../DevnetError'
import { BUNDLER_ACCOUNT_BALANCE, BUNDLER_ACCOUNTS } from './bundlerAccounts'
import { SMART_ACCOUNT_CONTRACTS, SMART_ACCOUNT_SALTS } from './smartAccountContracts'

type HardhatArtifact = { bytecode: Hex }

/** Reads a compiled contract from the published `@account-abstraction/contracts` package. */
function readArtifact(name: string): HardhatArtifact {
  const require = createRequire(import.meta.url)
  const path = require.resolve(`@account-abstraction/contracts/artifacts/${name}.json`)
  return JSON.parse(readFileSync(path, 'utf8')) as HardhatArtifact
}

async function hasCode(client: ReturnType<typeof createPublicClient>, address: Address) {
  const code = await client.getCode({ address })
  return code !== undefined && code !== '0x'
}

/**
 * Puts EntryPoint v0.7 and SimpleAccountFactory v0.7 on the anvil at `rpcUrl` at their canonical
 * addresses (SMART_ACCOUNT_CONTRACTS, through the CREATE2 deployer) unless they are there already,
 * and funds the bundler's accounts (anvil_setBalance). Safe to call again on the same chain.
 */
export async function deploySmartAccountContracts(rpcUrl: string): Promise<void> {
  const transport = http(rpcUrl)
  const reader = createPublicClient({ transport, pollingInterval: 50 })
  for (const { address } of Object.values(BUNDLER_ACCOUNTS))
    await reader.request({
      method: 'anvil_setBalance' as never,
      params: [address, numberToHex(BUNDLER_ACCOUNT_BALANCE)] as never,
    })
  if (!(await hasCode(reader, SMART_ACCOUNT_CONTRACTS.create2Deployer)))
    throw new DevnetError('The chain has no CREATE2 deployer', { details: rpcUrl })
  const chainId = await reader.getChainId()
  const account = privateKeyToAccount(BUNDLER_ACCOUNTS.utility.privateKey)
  const wallet = createWalletClient({ account, transport })
  const factoryCode = concat([
    readArtifact('SimpleAccountFactory').bytecode,
    encodeAbiParameters([{ type: 'address' }], [SMART_ACCOUNT_CONTRACTS.entryPoint]),
  ])
  const deployments = [
    {
      address: SMART_ACCOUNT_CONTRACTS.entryPoint,
      data: concat([SMART_ACCOUNT_SALTS.entryPoint, readArtifact('EntryPoint').bytecode]),
    },
    {
      address: SMART_ACCOUNT_CONTRACTS.simpleAccountFactory,
      data: concat([SMART_ACCOUNT_SALTS.simpleAccountFactory, factoryCode]),
    },
  ]
  for (const { address, data } of deployments) {
    if (await hasCode(reader, address)) continue
    const hash = await wallet.sendTransaction({
      chain: null,
      to: SMART_ACCOUNT_CONTRACTS.create2Deployer,
      data,
    })
    const receipt = await reader.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success' || !(await hasCode(reader, address)))
      throw new DevnetError(`A smart account contract did not deploy to ${address}`, {
        details: `chain ${chainId}, status ${receipt.status}`,
      })
  }
}
