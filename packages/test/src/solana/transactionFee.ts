import type { CompiledMessage } from './decodeWireTransaction'

/** The compute budget program. */
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'

/** The base fee per signature, in lamports (the cluster's lamportsPerSignature). */
export const LAMPORTS_PER_SIGNATURE = 5000n

const defaultUnitsPerInstruction = 200_000n
const maxUnits = 1_400_000n

/**
 * The fee of `message` in lamports: LAMPORTS_PER_SIGNATURE per signature plus the priority fee
 * (compute unit price in micro-lamports × compute unit limit, rounded up), as the runtime charges.
 */
export function transactionFee(message: CompiledMessage): bigint {
  let price = 0n
  let limit: bigint | undefined
  let others = 0n
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programAddressIndex]
    const data = instruction.data ?? new Uint8Array()
    if (program !== COMPUTE_BUDGET_PROGRAM) {
      others += 1n
      continue
    }
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (data[0] === 2 && data.length >= 5) limit = BigInt(view.getUint32(1, true))
    if (data[0] === 3 && data.length >= 9) price = view.getBigUint64(1, true)
  }
  const units =
    limit ??
    (others * defaultUnitsPerInstruction > maxUnits
      ? maxUnits
      : others * defaultUnitsPerInstruction)
  const priority = (price * units + 999_999n) / 1_000_000n
  return LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts) + priority
}
