import { callSolanaRpc } from './callSolanaRpc'

/** The lamports of `address` at `commitment` (JSON-RPC getBalance). */
export async function readLamports(
  fetchFn: typeof fetch,
  rpcUrl: string,
  address: string,
  commitment: string,
): Promise<bigint> {
  const { value } = await callSolanaRpc<{ value: number }>(fetchFn, rpcUrl, 'getBalance', [
    address,
    { commitment },
  ])
  return BigInt(value)
}
