import { toBase64 } from '@cosmjs/encoding'
import type { CosmosLedger } from './CosmosLedger'

/** An LCD (REST) answer: HTTP status and JSON body. */
export type LcdAnswer = { status: number; body: unknown }

/**
 * SIMULATOR: the cosmos-sdk REST (gRPC-gateway) routes Keplr-style wallets read, from the ledger:
 * `/cosmos/bank/v1beta1/balances/{address}` and `/cosmos/auth/v1beta1/accounts/{address}` (404
 * with gRPC code 5 for an account the chain does not know). Undefined for any other path.
 */
export function answerLcdRoute(ledger: CosmosLedger, pathname: string): LcdAnswer | undefined {
  const balances = /^\/cosmos\/bank\/v1beta1\/balances\/([a-z0-9]+)$/.exec(pathname)
  if (balances) {
    const coins = ledger.allBalances(balances[1]!)
    return {
      status: 200,
      body: { balances: coins, pagination: { next_key: null, total: String(coins.length) } },
    }
  }
  const accounts = /^\/cosmos\/auth\/v1beta1\/accounts\/([a-z0-9]+)$/.exec(pathname)
  if (accounts) {
    const address = accounts[1]!
    const account = ledger.account(address)
    if (!account)
      return {
        status: 404,
        body: { code: 5, message: `account ${address} not found: key not found`, details: [] },
      }
    return {
      status: 200,
      body: {
        account: {
          '@type': '/cosmos.auth.v1beta1.BaseAccount',
          address,
          pub_key: account.pubkey
            ? { '@type': '/cosmos.crypto.secp256k1.PubKey', key: toBase64(account.pubkey) }
            : null,
          account_number: account.accountNumber.toString(),
          sequence: account.sequence.toString(),
        },
      },
    }
  }
  return undefined
}
