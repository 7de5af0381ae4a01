import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  type LocalAccount,
  type PublicClient,
} from 'viem'
import {
  entryPoint07Abi,
  getUserOperationHash,
  type SmartAccount,
  toSmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { simpleAccountAbi, simpleAccountFactoryAbi } from './simpleAccountAbi'

/** What {@link toSimpleSmartAccount} needs: the chain's client, the owner key and the contracts. */
export type ToSimpleSmartAccountParameters = {
  client: PublicClient
  owner: LocalAccount
  entryPoint: Address
  factory: Address
  /** The CREATE2 salt of the account (0 by default: one account per owner). */
  salt?: bigint
}

// A well-formed 65-byte ECDSA signature: lets the bundler estimate gas before the real one.
const STUB_SIGNATURE =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/**
 * The visitor's ERC-4337 smart account: a SimpleAccount v0.7 owned by their embedded key, at the
 * address the factory derives for the owner (counterfactual until its first UserOperation deploys
 * it through `createAccount`). Calls go through `execute` (one) or `executeBatch` (several); a
 * UserOperation is signed by the owner over its hash (EIP-191), as SimpleAccount checks.
 */
export async function toSimpleSmartAccount(
  parameters: ToSimpleSmartAccountParameters,
): Promise<SmartAccount> {
  const { client, owner, entryPoint, factory } = parameters
  const salt = parameters.salt ?? 0n
  let address: Address | undefined
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: entryPoint, version: '0.7' },
    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: simpleAccountAbi, data })
      if (decoded.functionName === 'execute') {
        const [to, value, callData] = decoded.args
        return [{ to, value, data: callData }]
      }
      const [targets, values, datas] = decoded.args
      return targets.map((to, index) => ({ to, value: values[index], data: datas[index] }))
    },
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length === 1 && only)
        return encodeFunctionData({
          abi: simpleAccountAbi,
          functionName: 'execute',
          args: [only.to, only.value ?? 0n, only.data ?? '0x'],
        })
      return encodeFunctionData({
        abi: simpleAccountAbi,
        functionName: 'executeBatch',
        args: [
          calls.map((call) => call.to),
          calls.map((call) => call.value ?? 0n),
          calls.map((call) => call.data ?? '0x'),
        ],
      })
    },
    async getAddress() {
      address ??= await readContract(client, {
        address: factory,
        abi: simpleAccountFactoryAbi,
        functionName: 'getAddress',
        args: [owner.address, salt],
      })
      return address
    },
    async getFactoryArgs() {
      const factoryData = encodeFunctionData({
        abi: simpleAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, salt],
      })
      return { factory, factoryData }
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    // SimpleAccount v0.7 has no ERC-1271: messages are signed by the owner key (the EOA) instead.
    async signMessage({ message }) {
      return owner.signMessage({ message })
    },
    async signTypedData(typedData) {
      return owner.signTypedData(typedData as never)
    },
    async signUserOperation(userOperation) {
      const { chainId = client.chain?.id, ...rest } = userOperation
      if (chainId === undefined) throw new Error('The chain id of the UserOperation is unknown')
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: entryPoint,
        entryPointVersion: '0.7',
        userOperation: { ...rest, sender: await this.getAddress() } as UserOperation<'0.7'>,
      })
      return owner.signMessage({ message: { raw: hash } })
    },
  })
}
