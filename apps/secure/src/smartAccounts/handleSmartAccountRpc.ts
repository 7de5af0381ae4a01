import { type Hex, isAddressEqual, isHex, type LocalAccount, numberToHex } from 'viem'
import type { SecureChain } from '../rpc/SecureChain'
import { WalletRpcError } from '../rpc/WalletRpcError'
import { readCall, readSendCalls } from './readSendCalls'
import { readSmartAccount } from './readSmartAccount'
import { sendSmartAccountCalls } from './sendSmartAccountCalls'

/** What {@link handleSmartAccountRpc} needs: the owner key, the chain and the request. */
export type HandleSmartAccountRpcParameters = {
  owner: LocalAccount
  chain: SecureChain
  method: string
  params: unknown
  signal?: AbortSignal | undefined
}

/** A request's answer, or `handled: false` when the EOA's handling applies (signing, reads). */
export type SmartAccountRpcAnswer = { handled: true; result: unknown } | { handled: false }

function requireSender(from: unknown, smart: Hex): void {
  if (from === undefined) return
  if (typeof from !== 'string' || !isHex(from) || !isAddressEqual(from, smart))
    throw new WalletRpcError('The address is not this wallet', 4100)
}

/**
 * Answers the requests that differ when the session uses its smart account (SPEC §3
 * 'preferredAccountType' smartAccount): the accounts are the smart account's; eth_sendTransaction
 * (from the smart account or no `from`) and wallet_sendCalls go through the bundler as one
 * UserOperation each, waiting until it is mined (eth_sendTransaction answers the bundle's
 * transaction hash, wallet_sendCalls `{ id }`, the UserOperation hash); wallet_getCallsStatus asks
 * the bundler for that UserOperation's receipt. A transaction from the EOA itself, messages and
 * typed data stay with the owner key (SimpleAccount v0.7 has no ERC-1271).
 */
export async function handleSmartAccountRpc(
  parameters: HandleSmartAccountRpcParameters,
): Promise<SmartAccountRpcAnswer> {
  const { owner, chain, method, signal } = parameters
  const params = Array.isArray(parameters.params) ? parameters.params : []
  const { account, bundlerUrl } = await readSmartAccount(owner, chain, signal)
  const smart = await account.getAddress()
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return { handled: true, result: [smart] }
    case 'eth_sendTransaction': {
      const request = params[0] as Record<string, unknown> | undefined
      if (typeof request !== 'object' || request === null)
        throw new WalletRpcError('Invalid transaction', -32602)
      // A transaction the dapp addressed from the EOA is the EOA's.
      if (
        typeof request.from === 'string' &&
        isHex(request.from) &&
        isAddressEqual(request.from, owner.address)
      )
        return { handled: false }
      requireSender(request.from, smart)
      if (request.to === undefined)
        throw new WalletRpcError('A smart account cannot deploy a contract without a to', -32602)
      const sent = await sendSmartAccountCalls({ owner, chain, calls: [readCall(request)], signal })
      if (!sent.success)
        throw new WalletRpcError('The UserOperation was mined but its call reverted', 3)
      return { handled: true, result: sent.transactionHash }
    }
    case 'wallet_sendCalls': {
      const { from, calls } = readSendCalls(params)
      requireSender(from, smart)
      const sent = await sendSmartAccountCalls({ owner, chain, calls, signal })
      return { handled: true, result: { id: sent.userOpHash } }
    }
    case 'wallet_getCallsStatus': {
      const [id] = params
      if (typeof id !== 'string' || !isHex(id)) throw new WalletRpcError('Invalid id', -32602)
      const response = await fetch(bundlerUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_getUserOperationReceipt',
          params: [id],
        }),
        ...(signal ? { signal } : {}),
      })
      const receipt = ((await response.json()) as { result?: Record<string, unknown> | null })
        .result
      // EIP-5792: 100 pending, 200 confirmed, 500 reverted on chain.
      const status = !receipt ? 100 : receipt.success ? 200 : 500
      return {
        handled: true,
        result: {
          version: '2.0.0',
          id,
          chainId: numberToHex(chain.chainId),
          atomic: true,
          status,
          ...(receipt ? { receipts: [receipt.receipt] } : {}),
        },
      }
    }
    default:
      return { handled: false }
  }
}
