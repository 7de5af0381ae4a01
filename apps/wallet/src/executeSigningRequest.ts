import { createWalletClient, defineChain, type Hash, type Hex, http, type LocalAccount } from 'viem'
import type { SigningRequest } from './readSigningRequest'

/** A devnet chain the wallet can send to: its id, name, currency symbol and JSON-RPC URL. */
export type WalletChain = {
  readonly chainId: number
  readonly name: string
  readonly nativeSymbol: string
  readonly rpcUrl: string
}

/** The viem chain for a devnet chain. */
export function toViemChain(chain: WalletChain) {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

/**
 * Carries out an approved request with `account`'s key (viem): a personal_sign or typed-data
 * signature, or a transaction signed and sent to `chain`'s RPC (nonce, gas and fees filled by
 * viem). Resolves to the signature or the transaction hash.
 */
export async function executeSigningRequest(
  request: SigningRequest,
  account: LocalAccount,
  chain: WalletChain,
): Promise<Hex | Hash> {
  if (request.method === 'personal_sign')
    return account.signMessage({ message: { raw: request.message } })
  if (request.method === 'eth_signTypedData_v4')
    return account.signTypedData(request.typedData as Parameters<typeof account.signTypedData>[0])
  const client = createWalletClient({
    account,
    chain: toViemChain(chain),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })
  const { from: _from, gasPrice, maxFeePerGas, maxPriorityFeePerGas, ...rest } = request.transaction
  const fees =
    gasPrice !== undefined
      ? { gasPrice }
      : {
          ...(maxFeePerGas !== undefined ? { maxFeePerGas } : {}),
          ...(maxPriorityFeePerGas !== undefined ? { maxPriorityFeePerGas } : {}),
        }
  return client.sendTransaction({ ...rest, ...fees } as Parameters<
    typeof client.sendTransaction
  >[0])
}
