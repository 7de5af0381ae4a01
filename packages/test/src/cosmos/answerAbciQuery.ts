import { fromBech32 } from '@cosmjs/encoding'
import { BaseAccount } from 'cosmjs-types/cosmos/auth/v1beta1/auth'
import { QueryAccountRequest, QueryAccountResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query'
import {
  QueryAllBalancesRequest,
  QueryAllBalancesResponse,
  QueryBalanceRequest,
  QueryBalanceResponse,
} from 'cosmjs-types/cosmos/bank/v1beta1/query'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SimulateRequest, SimulateResponse } from 'cosmjs-types/cosmos/tx/v1beta1/service'
import type { CosmosLedger } from './CosmosLedger'
import { BECH32_LIMIT } from './cosmosDevKeys'
import { CosmosTxError } from './sdkErrors'

/** An `abci_query` answer: a code (0 for success), its log and the protobuf value. */
export type AbciAnswer = { code: number; codespace: string; log: string; value: Uint8Array }

const ok = (value: Uint8Array): AbciAnswer => ({ code: 0, codespace: '', log: '', value })
const fail = (code: number, log: string): AbciAnswer => ({
  code,
  codespace: 'sdk',
  log,
  value: new Uint8Array(),
})

function checkAddress(ledger: CosmosLedger, address: string): AbciAnswer | undefined {
  try {
    if (fromBech32(address, BECH32_LIMIT).prefix === ledger.prefix) return undefined
  } catch {
    // falls through
  }
  return fail(
    7,
    `rpc error: code = InvalidArgument desc = invalid address ${address}: invalid address`,
  )
}

const routes: Record<string, (ledger: CosmosLedger, data: Uint8Array) => AbciAnswer> = {
  '/cosmos.auth.v1beta1.Query/Account': (ledger, data) => {
    const { address } = QueryAccountRequest.decode(data)
    const invalid = checkAddress(ledger, address)
    if (invalid) return invalid
    const account = ledger.account(address)
    if (!account)
      // The text cosmjs' getAccount recognises as "no such account" (gRPC NotFound).
      return fail(
        22,
        `rpc error: code = NotFound desc = account ${address} not found: key not found`,
      )
    const base = BaseAccount.fromPartial({
      address,
      accountNumber: account.accountNumber,
      sequence: account.sequence,
      ...(account.pubkey
        ? {
            pubKey: {
              typeUrl: '/cosmos.crypto.secp256k1.PubKey',
              value: PubKey.encode({ key: account.pubkey }).finish(),
            },
          }
        : {}),
    })
    return ok(
      QueryAccountResponse.encode({
        account: {
          typeUrl: '/cosmos.auth.v1beta1.BaseAccount',
          value: BaseAccount.encode(base).finish(),
        },
      }).finish(),
    )
  },
  '/cosmos.bank.v1beta1.Query/Balance': (ledger, data) => {
    const { address, denom } = QueryBalanceRequest.decode(data)
    const invalid = checkAddress(ledger, address)
    if (invalid) return invalid
    const amount = ledger.balance(address, denom).toString()
    return ok(QueryBalanceResponse.encode({ balance: { denom, amount } }).finish())
  },
  '/cosmos.bank.v1beta1.Query/AllBalances': (ledger, data) => {
    const { address } = QueryAllBalancesRequest.decode(data)
    const invalid = checkAddress(ledger, address)
    if (invalid) return invalid
    const balances = ledger.allBalances(address)
    return ok(
      QueryAllBalancesResponse.encode({
        balances,
        pagination: { nextKey: new Uint8Array(), total: BigInt(balances.length) },
      }).finish(),
    )
  },
  '/cosmos.tx.v1beta1.Service/Simulate': (ledger, data) => {
    const { txBytes } = SimulateRequest.decode(data)
    try {
      const { gasUsed, events } = ledger.simulate(txBytes)
      return ok(
        SimulateResponse.encode({
          gasInfo: { gasWanted: 0n, gasUsed },
          result: {
            data: new Uint8Array(),
            log: '',
            events: events.map((event) => ({
              type: event.type,
              attributes: [...event.attributes],
            })),
            msgResponses: [],
          },
        }).finish(),
      )
    } catch (error) {
      if (!(error instanceof CosmosTxError)) throw error
      return fail(error.code, `rpc error: code = Unknown desc = ${error.message}`)
    }
  },
}

/**
 * SIMULATOR: answers the gRPC-over-ABCI queries cosmjs' StargateClient makes (auth Account, bank
 * Balance and AllBalances, tx Simulate) from the ledger, with the protobuf types of cosmjs-types.
 * Unknown paths get code 6 (unknown request), as a node answers a route it has no handler for.
 */
export function answerAbciQuery(ledger: CosmosLedger, path: string, data: Uint8Array): AbciAnswer {
  const route = Object.hasOwn(routes, path) ? routes[path] : undefined
  if (!route) return fail(6, `no route for ${path}: unknown request`)
  try {
    return route(ledger, data)
  } catch (error) {
    return fail(2, `failed to decode the query of ${path}: ${String(error)}`)
  }
}
