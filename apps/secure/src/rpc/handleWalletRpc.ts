import { EVM_CHAIN_READ_METHODS } from '@appkit/adapter-wagmi/evmMethods'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { SecureChain } from './SecureChain'
import { toWalletRpcError } from './toWalletRpcError'
import { WalletRpcError } from './WalletRpcError'

/** The requests the embedded wallet answers. */
export const WALLET_RPC_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
] as const

/** The safe reads passed on to the chain's RPC as they are (SPEC §6's EVM chain reads). */
const CHAIN_READS: ReadonlySet<string> = new Set(EVM_CHAIN_READ_METHODS)

/** What {@link handleWalletRpc} needs: the session's account and chain, and the request. */
export type HandleWalletRpcParameters = {
  account: PrivateKeyAccount
  chain: SecureChain
  method: string
  params: unknown
  /** Aborts a send when the caller went away (RPC_ABORT). */
  signal?: AbortSignal | undefined
}

type TransactionRequest = {
  from?: string
  to?: string
  value?: string
  data?: string
  gas?: string
}

function requireOwnAddress(account: PrivateKeyAccount, address: unknown): void {
  if (typeof address !== 'string' || !isHex(address) || !isAddressEqual(address, account.address))
    throw new WalletRpcError('The address is not this wallet', 4100)
}

function optionalHex(value: unknown, name: string): Hex | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !isHex(value))
    throw new WalletRpcError(`Invalid ${name}`, -32602)
  return value
}

/**
 * Answers one wallet request for the embedded wallet with its private key: the accounts, the chain
 * id, the chain's safe reads (passed on to its RPC), `personal_sign` (hex data signed raw, other
 * text as UTF-8), `eth_signTypedData_v4` (EIP-712) and `eth_sendTransaction` (signed with viem and
 * sent to the chain's RPC; the hash is returned). `from` or the signing address must be this
 * wallet's; any other method is refused ('Requested RPC call is not allowed', SPEC §6). Whether a
 * request was approved is checked before this runs (createSecureApi).
 */
export async function handleWalletRpc(parameters: HandleWalletRpcParameters): Promise<unknown> {
  const { account, chain, method } = parameters
  const params = Array.isArray(parameters.params) ? parameters.params : []
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address]
    case 'eth_chainId':
      return numberToHex(chain.chainId)
    case 'personal_sign': {
      const [message, address] = params
      requireOwnAddress(account, address)
      if (typeof message !== 'string') throw new WalletRpcError('Invalid message', -32602)
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [address, raw] = params
      requireOwnAddress(account, address)
      let data: unknown = raw
      if (typeof raw === 'string') {
        try {
          data = JSON.parse(raw)
        } catch {
          throw new WalletRpcError('Invalid typed data', -32602)
        }
      }
      if (typeof data !== 'object' || data === null)
        throw new WalletRpcError('Invalid typed data', -32602)
      const { types, primaryType, domain, message } = data as Record<string, unknown>
      if (typeof primaryType !== 'string' || typeof types !== 'object' || types === null)
        throw new WalletRpcError('Invalid typed data', -32602)
      // viem derives EIP712Domain from the domain itself; the request's own entry is left out.
      const { EIP712Domain: _domainType, ...ownTypes } = types as Record<string, never>
      return account.signTypedData({
        types: ownTypes,
        primaryType,
        domain: (domain ?? {}) as never,
        message: (message ?? {}) as never,
      })
    }
    case 'eth_sendTransaction': {
      const request = params[0] as TransactionRequest | undefined
      if (typeof request !== 'object' || request === null)
        throw new WalletRpcError('Invalid transaction', -32602)
      if (request.from !== undefined) requireOwnAddress(account, request.from)
      const to = optionalHex(request.to, 'to')
      if (to !== undefined && !isAddress(to, { strict: false }))
        throw new WalletRpcError('Invalid address', -32602)
      const value = optionalHex(request.value, 'value')
      const data = optionalHex(request.data, 'data')
      if (data !== undefined && data.length % 2 !== 0)
        throw new WalletRpcError('Invalid data: odd-length hex', -32602)
      const gas = optionalHex(request.gas, 'gas')
      if (gas !== undefined && BigInt(gas) === 0n)
        throw new WalletRpcError('Invalid gas: the gas limit is zero', -32602)
      const viemChain = defineChain({
        id: chain.chainId,
        name: chain.name ?? `Chain ${chain.chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      })
      parameters.signal?.throwIfAborted()
      const client = createWalletClient({
        account,
        chain: viemChain,
        transport: http(
          chain.rpcUrl,
          parameters.signal ? { fetchOptions: { signal: parameters.signal } } : {},
        ),
      })
      return client
        .sendTransaction({
          ...(to ? { to } : {}),
          ...(value ? { value: BigInt(value) } : {}),
          ...(data ? { data } : {}),
          ...(gas ? { gas: BigInt(gas) } : {}),
        })
        .catch((error: unknown) => {
          throw toWalletRpcError(error) ?? error
        })
    }
    default:
      if (CHAIN_READS.has(method)) {
        const client = createPublicClient({ transport: http(chain.rpcUrl) })
        return client.request({ method: method as never, params: params as never })
      }
      throw new WalletRpcError('Requested RPC call is not allowed', 4200)
  }
}
