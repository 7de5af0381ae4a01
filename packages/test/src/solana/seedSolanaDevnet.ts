import { address, lamports } from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintToCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { SolanaDevChain } from './SolanaDevChain'
import { signAndEncode } from './signAndEncode'
import {
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEV_SOL_BALANCE,
  SOLANA_DEV_USDC,
  SOLANA_DEV_USDC_BALANCE,
  SOLANA_FAUCET,
  SOLANA_FAUCET_BALANCE,
  SOLANA_MINT_AUTHORITY,
  SOLANA_USDC_MINT_KEY,
} from './solanaDevAccounts'
import { solanaSigner } from './solanaSigner'
import { SYSTEM_PROGRAM } from './splToken'

const MINT_SIZE = 82n
const OWNERS_PER_TRANSACTION = 4

/**
 * The devnet's genesis: each dev account and the faucet funded with SOL (written to state, as
 * anvil's `--balance`), then, in real transactions signed by the mint authority, the 6-decimal
 * USDC mint created and each dev account's associated token account created and minted to.
 */
export async function seedSolanaDevnet(chain: SolanaDevChain): Promise<void> {
  const fund = (owner: string, balance: bigint) =>
    chain.svm.setAccount({
      address: address(owner),
      data: new Uint8Array(),
      executable: false,
      lamports: lamports(balance),
      programAddress: address(SYSTEM_PROGRAM),
      space: 0n,
    })
  for (const account of SOLANA_DEV_ACCOUNTS) fund(account.address, SOLANA_DEV_SOL_BALANCE)
  fund(SOLANA_FAUCET.address, SOLANA_FAUCET_BALANCE)

  const [authority, mint] = await Promise.all([
    solanaSigner(SOLANA_MINT_AUTHORITY),
    solanaSigner(SOLANA_USDC_MINT_KEY),
  ])
  const rent = chain.svm.minimumBalanceForRentExemption(MINT_SIZE)
  const createMint = [
    getCreateAccountInstruction({
      payer: authority,
      newAccount: mint,
      lamports: rent,
      space: MINT_SIZE,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({
      mint: mint.address,
      decimals: SOLANA_DEV_USDC.decimals,
      mintAuthority: authority.address,
    }),
  ]
  chain.sendTransaction(await signAndEncode(chain, authority, createMint), false)

  for (let start = 0; start < SOLANA_DEV_ACCOUNTS.length; start += OWNERS_PER_TRANSACTION) {
    const owners = SOLANA_DEV_ACCOUNTS.slice(start, start + OWNERS_PER_TRANSACTION)
    const instructions = await Promise.all(
      owners.map(async (owner) => {
        const [ata] = await findAssociatedTokenPda({
          owner: address(owner.address),
          mint: mint.address,
          tokenProgram: TOKEN_PROGRAM_ADDRESS,
        })
        return [
          getCreateAssociatedTokenIdempotentInstruction({
            payer: authority,
            ata,
            owner: address(owner.address),
            mint: mint.address,
          }),
          getMintToCheckedInstruction({
            mint: mint.address,
            token: ata,
            mintAuthority: authority,
            amount: SOLANA_DEV_USDC_BALANCE,
            decimals: SOLANA_DEV_USDC.decimals,
          }),
        ]
      }),
    )
    chain.sendTransaction(await signAndEncode(chain, authority, instructions.flat()), false)
  }
}
