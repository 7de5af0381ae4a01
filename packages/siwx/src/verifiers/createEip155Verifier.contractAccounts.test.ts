import {
  DEVNET_CHAINS,
  type Devnet,
  devAccountFactoryArtifact,
  devnetPublicClient,
  devnetViemChain,
  startDevnet,
} from '@appkit/test'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  parseEther,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiwxMessage } from '../message/createSiwxMessage'
import { createEip155Verifier } from './createEip155Verifier'

// One anvil (chain 1) for this file: the verifier talks to a real node, the accounts are real
// DevAccounts (ERC-1271, owner key checked with ecrecover) made by a real DevAccountFactory.
let devnet: Devnet
let reader: ReturnType<typeof devnetPublicClient>
let factory: Address
const owner = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())
let deployed: Address
let counterfactual: Address
let counterfactualSalt: Hex

const deployData = (salt: Hex) =>
  encodeFunctionData({
    abi: devAccountFactoryArtifact.abi,
    functionName: 'deploy',
    args: [owner.address, salt],
  })

beforeAll(async () => {
  const spec = DEVNET_CHAINS.find((chain) => chain.chainId === 1)
  if (!spec) throw new Error('no devnet chain 1')
  devnet = await startDevnet({ chains: [spec] })
  const chain = devnet.chains[0]
  if (!chain) throw new Error('devnet chain 1 did not start')
  reader = devnetPublicClient(chain)
  // Test setup on the node itself: a fresh funded key deploys the factory and one account.
  const deployer = privateKeyToAccount(generatePrivateKey())
  await reader.request({
    method: 'anvil_setBalance' as 'eth_chainId',
    params: [deployer.address, toHex(parseEther('1'))] as never,
  })
  const wallet = createWalletClient({
    account: deployer,
    chain: devnetViemChain(chain),
    transport: http(chain.rpcUrl),
  })
  const receipt = await reader.waitForTransactionReceipt({
    hash: await wallet.deployContract(devAccountFactoryArtifact),
  })
  if (!receipt.contractAddress) throw new Error('DevAccountFactory did not deploy')
  factory = receipt.contractAddress
  const accountAt = (salt: Hex) =>
    reader.readContract({
      address: factory,
      abi: devAccountFactoryArtifact.abi,
      functionName: 'accountAddress',
      args: [owner.address, salt],
    })
  const deployedSalt = keccak256(toHex('deployed'))
  deployed = await accountAt(deployedSalt)
  await reader.waitForTransactionReceipt({
    hash: await wallet.sendTransaction({ to: factory, data: deployData(deployedSalt) }),
  })
  counterfactualSalt = keccak256(toHex('counterfactual'))
  counterfactual = await accountAt(counterfactualSalt)
}, 60_000)
afterAll(() => devnet?.stop())

const site = { domain: 'app.example.org', uri: 'https://app.example.org' }
const nonce = 'c0ntractAcc0unt5'

function messageFor(address: Address): string {
  return createSiwxMessage({
    accountAddress: address,
    chainId: 'eip155:1',
    ...site,
    nonce,
    statement: 'Sign in to Example',
    expirationTime: new Date(Date.now() + 3_600_000),
  }).toString()
}

const expectedFor = (address: Address) => ({ ...site, nonce, account: `eip155:1:${address}` })
const withChain = () => createEip155Verifier({ getClient: (id) => (id === 1 ? reader : undefined) })
const refusedFor = (failure: string) =>
  expect.objectContaining({ name: 'SiwxVerificationError', failure })

describe('createEip155Verifier with a chain client (smart accounts on the devnet)', () => {
  it('ERC-1271: a deployed DevAccount verifies with its owner key; another key is refused', async () => {
    expect(await reader.getCode({ address: deployed })).toMatch(/^0x[0-9a-f]{10,}/)
    const message = messageFor(deployed)
    const verifier = withChain()
    const verified = await verifier.verify({
      message,
      signature: await owner.signMessage({ message }),
      expected: expectedFor(deployed),
    })
    expect(verified.accountAddress).toBe(deployed)
    await expect(
      verifier.verify({
        message,
        signature: await stranger.signMessage({ message }),
        expected: expectedFor(deployed),
      }),
    ).rejects.toEqual(refusedFor('invalid-signature'))
  })

  it('ERC-6492: a not-yet-deployed account verifies with a wrapped owner signature and stays undeployed; a wrapped stranger signature is refused', async () => {
    expect(await reader.getCode({ address: counterfactual })).toBeUndefined()
    const message = messageFor(counterfactual)
    const wrap = (signature: Hex) =>
      serializeErc6492Signature({
        address: factory,
        data: deployData(counterfactualSalt),
        signature,
      })
    const verifier = withChain()
    await expect(
      verifier.verify({
        message,
        signature: wrap(await owner.signMessage({ message })),
        expected: expectedFor(counterfactual),
      }),
    ).resolves.toMatchObject({ accountAddress: counterfactual })
    await expect(
      verifier.verify({
        message,
        signature: wrap(await stranger.signMessage({ message })),
        expected: expectedFor(counterfactual),
      }),
    ).rejects.toEqual(refusedFor('invalid-signature'))
    // Verified by simulation only.
    expect(await reader.getCode({ address: counterfactual })).toBeUndefined()
  })

  it('refuses a contract account without a client of its chain, and the owner key posing as the account in a message for another chain', async () => {
    const message = messageFor(deployed)
    const signature = await owner.signMessage({ message })
    await expect(
      createEip155Verifier().verify({ message, signature, expected: expectedFor(deployed) }),
    ).rejects.toEqual(refusedFor('invalid-signature'))
    await expect(
      withChain().verify({
        message,
        signature,
        expected: { ...expectedFor(deployed), account: `eip155:137:${deployed}` },
      }),
    ).rejects.toEqual(refusedFor('chain-mismatch'))
  })

  it('verifySignature checks a plain text (a revocation) signed for a smart account', async () => {
    const text = 'Revoke AppKit session 8a6e0804-2bd0-4672-b79d-d97027f9071a'
    const verifier = withChain()
    await expect(
      verifier.verifySignature({
        message: text,
        signature: await owner.signMessage({ message: text }),
        account: `eip155:1:${deployed}`,
      }),
    ).resolves.toBeUndefined()
    await expect(
      verifier.verifySignature({
        message: text,
        signature: await stranger.signMessage({ message: text }),
        account: `eip155:1:${deployed}`,
      }),
    ).rejects.toEqual(refusedFor('invalid-signature'))
  })

  it("refuses with 'chain-unavailable' (not a pass) when the chain's node does not answer", async () => {
    const message = messageFor(deployed)
    const offline = createPublicClient({
      transport: http('http://127.0.0.1:9', { retryCount: 0, timeout: 2_000 }),
    })
    await expect(
      createEip155Verifier({ getClient: () => offline }).verify({
        message,
        signature: await owner.signMessage({ message }),
        expected: expectedFor(deployed),
      }),
    ).rejects.toEqual(refusedFor('chain-unavailable'))
  })
})
