import type { ReadonlyUint8Array } from '@solana/kit'
import { toBase58 } from './base58'

/** The SPL Token program. */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

/** The SPL Token-2022 program. */
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

/** The System program. */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111'

/** Whether `owner` is one of the two token programs. */
export function isTokenProgram(owner: string): boolean {
  return owner === TOKEN_PROGRAM || owner === TOKEN_2022_PROGRAM
}

/** The fields of a token account (the 165-byte base layout shared by both token programs). */
export type TokenAccountState = {
  readonly mint: string
  readonly owner: string
  readonly amount: bigint
  readonly state: 'uninitialized' | 'initialized' | 'frozen'
  readonly isNative: boolean
}

const accountStates = ['uninitialized', 'initialized', 'frozen'] as const

/** The token account in `data` owned by `program`, or undefined when it is not one. */
export function decodeTokenAccount(
  program: string,
  data: ReadonlyUint8Array,
): TokenAccountState | undefined {
  if (!isTokenProgram(program) || data.length < 165) return undefined
  // Token-2022 accounts with extensions carry an account-type byte (2 = account) at 165.
  if (data.length > 165 && data[165] !== 2) return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const state = accountStates[data[108]!]
  if (!state || state === 'uninitialized') return undefined
  return {
    mint: toBase58(data.subarray(0, 32)),
    owner: toBase58(data.subarray(32, 64)),
    amount: view.getBigUint64(64, true),
    state,
    isNative: view.getUint32(109, true) === 1,
  }
}

/** The fields of a mint (the 82-byte base layout). */
export type MintState = {
  readonly supply: bigint
  readonly decimals: number
  readonly mintAuthority: string | null
  readonly freezeAuthority: string | null
}

/** The mint in `data` owned by `program`, or undefined when it is not one. */
export function decodeMint(program: string, data: ReadonlyUint8Array): MintState | undefined {
  if (!isTokenProgram(program) || data.length < 82 || data[45] !== 1) return undefined
  if (data.length > 82 && (data.length < 166 || data[165] !== 1)) return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const option = (at: number) =>
    view.getUint32(at, true) === 1 ? toBase58(data.subarray(at + 4, at + 36)) : null
  return {
    mintAuthority: option(0),
    supply: view.getBigUint64(36, true),
    decimals: data[44]!,
    freezeAuthority: option(46),
  }
}

/** A node's `uiTokenAmount`: the raw amount, the decimals and the decimal text without trailing zeros. */
export function uiTokenAmount(amount: bigint, decimals: number) {
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
