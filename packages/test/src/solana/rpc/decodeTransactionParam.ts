import { fromBase58 } from '../base58'
import { decodeWireTransaction, type WireTransaction } from '../decodeWireTransaction'
import { SolanaRpcError } from '../SolanaRpcError'

/** Largest wire transaction (a packet's data, 1232 bytes). */
const PACKET_DATA_SIZE = 1232

/** The wire transaction a sendTransaction/simulateTransaction param carries in `encoding`. */
export function decodeTransactionParam(value: unknown, encoding: unknown): WireTransaction {
  if (typeof value !== 'string')
    throw new SolanaRpcError(-32602, 'Invalid params: expected a transaction')
  const name = encoding ?? 'base58'
  let bytes: Uint8Array
  if (name === 'base64') bytes = new Uint8Array(Buffer.from(value, 'base64'))
  else if (name === 'base58') {
    try {
      bytes = fromBase58(value)
    } catch {
      throw new SolanaRpcError(-32602, 'invalid base58 encoding: InvalidCharacter')
    }
  } else
    throw new SolanaRpcError(
      -32602,
      `unsupported encoding: ${String(name)}. Supported encodings: base58, base64`,
    )
  if (bytes.length > PACKET_DATA_SIZE) {
    throw new SolanaRpcError(
      -32602,
      `base64 encoded solana_transaction::versioned::VersionedTransaction too large: ${bytes.length} bytes (max: encoded/raw ${Math.ceil(PACKET_DATA_SIZE / 3) * 4}/${PACKET_DATA_SIZE})`,
    )
  }
  return decodeWireTransaction(bytes)
}
