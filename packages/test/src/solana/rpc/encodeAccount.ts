import type { EncodedAccount, ReadonlyUint8Array } from '@solana/kit'
import { toBase58 } from '../base58'
import { invalidParams } from '../SolanaRpcError'
import { decodeMint, decodeTokenAccount, TOKEN_2022_PROGRAM, uiTokenAmount } from '../splToken'

/** A rent-exempt account's rentEpoch, as a node reports it (u64::MAX). */
const RENT_EXEMPT_EPOCH = 18_446_744_073_709_551_615n

/** Reads the decimals of a mint (for a token account's jsonParsed amount). */
export type MintDecimals = (mint: string) => number

function parsedData(account: EncodedAccount, decimalsOf: MintDecimals): unknown {
  const program = account.programAddress === TOKEN_2022_PROGRAM ? 'spl-token-2022' : 'spl-token'
  const space = account.data.length
  const token = decodeTokenAccount(account.programAddress, account.data)
  if (token) {
    const info = {
      isNative: token.isNative,
      mint: token.mint,
      owner: token.owner,
      state: token.state,
      tokenAmount: uiTokenAmount(token.amount, decimalsOf(token.mint)),
    }
    return { program, parsed: { info, type: 'account' }, space }
  }
  const mint = decodeMint(account.programAddress, account.data)
  if (mint) {
    const info = {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthority,
      isInitialized: true,
      mintAuthority: mint.mintAuthority,
      supply: mint.supply.toString(),
    }
    return { program, parsed: { info, type: 'mint' }, space }
  }
  return undefined
}

/**
 * An account as getAccountInfo answers it in `encoding` (base64, base58 or jsonParsed; jsonParsed
 * parses token accounts and mints and falls back to base64 for the rest), `dataSlice` applied.
 */
export function encodeAccount(
  account: EncodedAccount,
  config: Record<string, unknown>,
  decimalsOf: MintDecimals,
) {
  const encoding = (config.encoding as string | undefined) ?? 'base64'
  let data: ReadonlyUint8Array = account.data
  const slice = config.dataSlice as { offset?: number; length?: number } | undefined
  if (slice) data = data.subarray(slice.offset ?? 0, (slice.offset ?? 0) + (slice.length ?? 0))
  let encoded: unknown
  if (encoding === 'jsonParsed') {
    encoded = parsedData(account, decimalsOf) ?? [Buffer.from(data).toString('base64'), 'base64']
  } else if (encoding === 'base64') {
    encoded = [Buffer.from(data).toString('base64'), 'base64']
  } else if (encoding === 'base58') {
    encoded = [toBase58(data), 'base58']
  } else {
    throw invalidParams(
      `unsupported encoding: ${encoding} (this devnet serves base64, base58 and jsonParsed)`,
    )
  }
  return {
    data: encoded,
    executable: account.executable,
    lamports: BigInt(account.lamports),
    owner: account.programAddress,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: BigInt(account.data.length),
  }
}
