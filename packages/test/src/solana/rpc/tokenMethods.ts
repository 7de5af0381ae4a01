import { mintDecimals } from '../readBalances'
import { invalidParam, invalidParams } from '../SolanaRpcError'
import { decodeMint, decodeTokenAccount, isTokenProgram, uiTokenAmount } from '../splToken'
import { encodeAccount } from './encodeAccount'
import { addressAt, commitmentOf, configAt, type SolanaRpcMethod, withContext } from './rpcParams'

/** Token reads: getTokenAccountsByOwner, getTokenAccountBalance, getTokenSupply. */
export const tokenMethods: Record<string, SolanaRpcMethod> = {
  getTokenAccountsByOwner(params, chain) {
    const owner = addressAt(params, 0)
    const filter = params[1] as { mint?: unknown; programId?: unknown } | undefined
    const config = configAt(params, 2)
    let program: string
    let mint: string | undefined
    if (filter && typeof filter.mint === 'string') {
      mint = addressAt([filter.mint], 0)
      const account = chain.svm.getAccount(mint as never)
      if (!account.exists || !decodeMint(account.programAddress, account.data)) {
        throw invalidParam('could not find mint')
      }
      program = account.programAddress
    } else if (filter && typeof filter.programId === 'string') {
      program = addressAt([filter.programId], 0)
      if (!isTokenProgram(program)) throw invalidParam('unrecognized Token program id')
    } else {
      throw invalidParams('expected a filter with mint or programId')
    }
    const decimalsOf = (address: string) => mintDecimals(chain.svm, address)
    const value = chain.svm.getProgramAccounts(program as never).flatMap((account) => {
      const token = decodeTokenAccount(account.programAddress, account.data)
      if (!token || token.owner !== owner || (mint && token.mint !== mint)) return []
      return [{ pubkey: account.address, account: encodeAccount(account, config, decimalsOf) }]
    })
    return withContext(chain.clock.slotAt(commitmentOf(config)), value)
  },
  getTokenAccountBalance(params, chain) {
    const address = addressAt(params, 0)
    const account = chain.svm.getAccount(address as never)
    const token = account.exists
      ? decodeTokenAccount(account.programAddress, account.data)
      : undefined
    if (!token) throw invalidParam('not a Token account')
    const amount = uiTokenAmount(token.amount, mintDecimals(chain.svm, token.mint))
    return withContext(chain.clock.slotAt(commitmentOf(configAt(params, 1))), amount)
  },
  getTokenSupply(params, chain) {
    const address = addressAt(params, 0)
    const account = chain.svm.getAccount(address as never)
    const mint = account.exists ? decodeMint(account.programAddress, account.data) : undefined
    if (!mint) throw invalidParam('not a Token mint')
    const supply = uiTokenAmount(mint.supply, mint.decimals)
    return withContext(chain.clock.slotAt(commitmentOf(configAt(params, 1))), supply)
  },
}
