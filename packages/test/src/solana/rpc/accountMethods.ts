import { mintDecimals } from '../readBalances'
import type { SolanaDevChain } from '../SolanaDevChain'
import { invalidParams } from '../SolanaRpcError'
import { encodeAccount } from './encodeAccount'
import { addressAt, commitmentOf, configAt, type SolanaRpcMethod, withContext } from './rpcParams'

const MAX_MULTIPLE_ACCOUNTS = 100

function readAccount(chain: SolanaDevChain, address: string, config: Record<string, unknown>) {
  const account = chain.svm.getAccount(address as never)
  if (!account.exists) return null
  return encodeAccount(account, config, (mint) => mintDecimals(chain.svm, mint))
}

/** Account reads: getBalance, getAccountInfo, getMultipleAccounts, getMinimumBalanceForRentExemption. */
export const accountMethods: Record<string, SolanaRpcMethod> = {
  getBalance(params, chain) {
    const address = addressAt(params, 0)
    const commitment = commitmentOf(configAt(params, 1))
    return withContext(chain.clock.slotAt(commitment), chain.svm.getBalance(address as never) ?? 0n)
  },
  getAccountInfo(params, chain) {
    const address = addressAt(params, 0)
    const config = configAt(params, 1)
    return withContext(
      chain.clock.slotAt(commitmentOf(config)),
      readAccount(chain, address, config),
    )
  },
  getMultipleAccounts(params, chain) {
    const addresses = params[0]
    if (!Array.isArray(addresses)) throw invalidParams('expected an array of addresses')
    if (addresses.length > MAX_MULTIPLE_ACCOUNTS) {
      throw invalidParams(`Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`)
    }
    const config = configAt(params, 1)
    const value = addresses.map((_, index) =>
      readAccount(chain, addressAt(addresses, index), config),
    )
    return withContext(chain.clock.slotAt(commitmentOf(config)), value)
  },
  getMinimumBalanceForRentExemption(params, chain) {
    const size = params[0] ?? 0
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 0) {
      throw invalidParams('expected a data length')
    }
    return chain.svm.minimumBalanceForRentExemption(BigInt(size))
  },
}
