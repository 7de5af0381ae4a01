import {
  type DevnetChain,
  devAccountFactoryArtifact,
  devnetPublicClient,
  devnetViemChain,
} from '@appkit/test'
import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  hashMessage,
  http,
  keccak256,
  parseEther,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { databaseKinds, startTestServer } from '../../test/databaseKinds'
import { devnetApiConfig } from '../devnetApiConfig'
import type { RunningApiServer } from '../server/startApiServer'

/**
 * Runtime code of a minimal ERC-1271 account: isValidSignature(hash, sig) returns the magic value
 * 0x1626ba7e when `hash` equals the one baked in, else 0xffffffff (whatever the signature bytes).
 */
function erc1271Code(acceptedHash: Hex): Hex {
  const answer = (magic: string) => `63${magic}60e01b60005260206000f3`
  return `0x600435 7f${acceptedHash.slice(2)} 14 603857 ${answer('ffffffff')} 5b ${answer('1626ba7e')}`.replace(
    / /g,
    '',
  ) as Hex
}

// What a contract account returns as its signature is its own business; this one ignores it.
const contractSignature = `0x${'11'.repeat(65)}`

/** The ERC-6492 magic suffix: the last 32 bytes of every wrapped counterfactual signature. */
const erc6492MagicBytes = `6492${'6492'.repeat(15)}`

/**
 * Test setup on the devnet node itself (not through the API): deploys a DevAccountFactory from a
 * fresh key that anvil funds, and returns its address. The accounts it makes stay undeployed.
 */
async function deployAccountFactory(chain: DevnetChain): Promise<Address> {
  const deployer = privateKeyToAccount(generatePrivateKey())
  const reader = devnetPublicClient(chain)
  await reader.request({
    method: 'anvil_setBalance' as 'eth_chainId',
    params: [deployer.address, toHex(parseEther('1'))] as never,
  })
  const wallet = createWalletClient({
    account: deployer,
    chain: devnetViemChain(chain),
    transport: http(chain.rpcUrl),
  })
  const hash = await wallet.deployContract(devAccountFactoryArtifact)
  const receipt = await reader.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success' || !receipt.contractAddress)
    throw new Error('DevAccountFactory did not deploy')
  return receipt.contractAddress
}

describe.each(databaseKinds)('names for smart accounts (%s)', (kind) => {
  const devnet = inject('devnet')
  const chain = devnet.chains.find((c) => c.chainId === 1)
  if (!chain) throw new Error('no chain 1')
  let server: RunningApiServer
  beforeAll(async () => {
    server = await startTestServer(kind, devnetApiConfig(devnet))
  })
  afterAll(() => server.close())

  it('SPEC §7 registration "verified with viem, so ERC-1271 smart accounts work": a contract account that approves the message hash registers', async () => {
    const account = privateKeyToAccount(generatePrivateKey()).address
    const message = JSON.stringify({
      name: `smart-${kind}`,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    // Test setup on the devnet node itself (not through the API): put the account's code in place.
    await devnetPublicClient(chain).request({
      method: 'anvil_setCode' as 'eth_chainId',
      params: [account, erc1271Code(hashMessage(message))] as never,
    })
    const post = (body: unknown) =>
      fetch(`${server.url}/v1/profile/account`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })

    const other = JSON.stringify({
      name: `other-${kind}`,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    expect(
      (
        await post({
          coin_type: 60,
          address: account,
          message: other,
          signature: contractSignature,
        })
      ).status,
    ).toBe(401)

    const res = await post({
      coin_type: 60,
      address: account,
      message,
      signature: contractSignature,
    })
    expect(res.status).toBe(200)
    const found = await (await fetch(`${server.url}/v1/profile/account/smart-${kind}`)).json()
    expect(found).toMatchObject({ addresses: { '60': { address: account.toLowerCase() } } })
  })

  it('SPEC §7 registration "verified with viem, so ERC-6492 smart accounts work": a counterfactual account registers with a wrapped signature of its owner, and a forged inner signature is refused', async () => {
    const reader = devnetPublicClient(chain)
    const factory = await deployAccountFactory(chain)
    const owner = privateKeyToAccount(generatePrivateKey())
    const salt = keccak256(toHex(`counterfactual-${kind}-${Date.now()}`))
    const account = await reader.readContract({
      address: factory,
      abi: devAccountFactoryArtifact.abi,
      functionName: 'accountAddress',
      args: [owner.address, salt],
    })
    expect(await reader.getCode({ address: account })).toBeUndefined()
    const factoryData = encodeFunctionData({
      abi: devAccountFactoryArtifact.abi,
      functionName: 'deploy',
      args: [owner.address, salt],
    })
    const name = `counterfactual-${kind}`
    const message = JSON.stringify({
      name,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const wrap = (signature: Hex) =>
      serializeErc6492Signature({ address: factory, data: factoryData, signature })
    const register = (signature: Hex) =>
      fetch(`${server.url}/v1/profile/account`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ coin_type: 60, address: account, message, signature }),
      })

    const forger = privateKeyToAccount(generatePrivateKey())
    const forged = wrap(await forger.signMessage({ message }))
    expect(forged.endsWith(erc6492MagicBytes)).toBe(true)
    expect((await register(forged)).status).toBe(401)
    expect((await fetch(`${server.url}/v1/profile/account/${name}`)).status).toBe(404)

    const valid = wrap(await owner.signMessage({ message }))
    expect(valid.endsWith(erc6492MagicBytes)).toBe(true)
    expect((await register(valid)).status).toBe(200)
    const found = await (await fetch(`${server.url}/v1/profile/account/${name}`)).json()
    expect(found).toMatchObject({ addresses: { '60': { address: account.toLowerCase() } } })
    const reverse = (await (await fetch(`${server.url}/v1/profile/reverse/${account}`)).json()) as {
      name: string
    }[]
    expect(reverse.map((r) => r.name)).toEqual([`${name}.appkit.localhost`])
    // Verified by simulation only: the account is still counterfactual.
    expect(await reader.getCode({ address: account })).toBeUndefined()
  })
})
