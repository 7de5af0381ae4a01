import { createPublicClient, type HDAccount, http, isAddressEqual } from 'viem'
import { executeSigningRequest, toViemChain } from './executeSigningRequest'
import { signNamespaceRequest } from './namespaceKeys'
import { respondError, respondResult } from './respondToRequest'
import type { StoreContext } from './StoreContext'
import type { PendingRequest } from './WalletSnapshot'

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Signs (or signs and sends) an approved request with the key of its account, answers the dapp
 * with the signature or hash, and for a transaction notes when it is mined. A failure is
 * answered as a JSON-RPC error (-32603) and noted.
 */
export async function runApprovedRequest(
  context: StoreContext,
  pending: PendingRequest,
  accounts: readonly HDAccount[],
): Promise<void> {
  const { kit, chains, note } = context
  const { request, topic, id } = pending
  if ('chain' in request) {
    try {
      const result = await signNamespaceRequest(request, context.namespaceKeys ?? {})
      await respondResult(kit, topic, id, result)
      note(`Signed for ${pending.dappName} on ${request.chain}`)
    } catch (error) {
      note(`${pending.formatted.title} failed: ${message(error)}`)
      await respondError(kit, topic, id, { code: -32603, message: message(error) }).catch(() => {})
    }
    return
  }
  const account = accounts.find((a) => isAddressEqual(a.address, request.address))
  const chain = chains.find((c) => c.chainId === pending.chainId)
  try {
    if (!account || !chain) throw new Error('The account or chain is no longer available.')
    const result = await executeSigningRequest(request, account, chain)
    await respondResult(kit, topic, id, result)
    if (request.method !== 'eth_sendTransaction') {
      note(`Signed for ${pending.dappName}: ${result}`)
      return
    }
    note(`Sent transaction ${result} on chain ${chain.chainId}`)
    const client = createPublicClient({ chain: toViemChain(chain), transport: http(chain.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash: result })
    note(`Transaction ${result} mined in block ${receipt.blockNumber} (${receipt.status})`)
  } catch (error) {
    note(`${pending.formatted.title} failed: ${message(error)}`)
    await respondError(kit, topic, id, { code: -32603, message: message(error) }).catch(() => {})
  }
}
