import { createWalletClient, custom, defineChain, type Hash, type PrivateKeyAccount } from 'viem'
import type { DevWalletChain } from './DevWalletTypes'
import type { TransactionFields } from './parseTransactionParam'
import type { WalletContext } from './WalletContext'

/** viem's description of a wallet chain (its RPC is reached through the wallet's forwarder). */
function toViemChain(chain: DevWalletChain) {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

/**
 * Fills the nonce, gas and fees the dapp left out, signs the transaction with the account's key
 * (viem) and sends it raw with eth_sendRawTransaction; resolves to its hash.
 */
export async function sendTransaction(
  context: Pick<WalletContext, 'forward'>,
  account: PrivateKeyAccount,
  chain: DevWalletChain,
  fields: TransactionFields,
): Promise<Hash> {
  const client = createWalletClient({
    account,
    chain: toViemChain(chain),
    transport: custom(
      { request: ({ method, params }) => context.forward(chain, method, params) },
      { retryCount: 0 },
    ),
  })
  const {
    from: _from,
    chainId: _chainId,
    gasPrice,
    maxFeePerGas,
    maxPriorityFeePerGas,
    ...rest
  } = fields
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
