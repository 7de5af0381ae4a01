import { address, lamports } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { invalidParams } from '../SolanaRpcError'
import { signAndEncode } from '../signAndEncode'
import { SOLANA_FAUCET } from '../solanaDevAccounts'
import { solanaSigner } from '../solanaSigner'
import { decodeTransactionParam } from './decodeTransactionParam'
import { addressAt, commitmentOf, configAt, type SolanaRpcMethod, withContext } from './rpcParams'

/** Transaction writes and dry runs: sendTransaction, simulateTransaction, requestAirdrop. */
export const transactionMethods: Record<string, SolanaRpcMethod> = {
  sendTransaction(params, chain) {
    const config = configAt(params, 1)
    commitmentOf({ commitment: config.preflightCommitment })
    const wire = decodeTransactionParam(params[0], config.encoding)
    return chain.sendTransaction(wire.bytes, config.skipPreflight === true)
  },
  simulateTransaction(params, chain) {
    const config = configAt(params, 1)
    const sigVerify = config.sigVerify === true
    const replaceRecentBlockhash = config.replaceRecentBlockhash === true
    if (sigVerify && replaceRecentBlockhash) {
      throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
    }
    const wire = decodeTransactionParam(params[0], config.encoding)
    const result = chain.simulate(wire, { sigVerify, replaceRecentBlockhash })
    const slot = chain.clock.slotAt(commitmentOf(config))
    const latest = chain.clock.blockhashOf(chain.clock.slot)
    return withContext(slot, {
      accounts: null,
      err: result.err?.json ?? null,
      innerInstructions: null,
      loadedAccountsDataSize: 0,
      logs: result.logs,
      replacementBlockhash: replaceRecentBlockhash
        ? { blockhash: latest, lastValidBlockHeight: chain.clock.lastValidBlockHeight(latest) }
        : null,
      returnData: result.returnData && {
        programId: result.returnData.programId,
        data: [Buffer.from(result.returnData.data).toString('base64'), 'base64'],
      },
      unitsConsumed: result.unitsConsumed,
    })
  },
  async requestAirdrop(params, chain) {
    const recipient = addressAt(params, 0)
    const amount = params[1]
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      throw invalidParams('expected an amount of lamports')
    }
    const faucet = await solanaSigner(SOLANA_FAUCET)
    const transfer = getTransferSolInstruction({
      source: faucet,
      destination: address(recipient),
      amount: lamports(BigInt(amount)),
    })
    return chain.sendTransaction(await signAndEncode(chain, faucet, [transfer]), false)
  },
}
