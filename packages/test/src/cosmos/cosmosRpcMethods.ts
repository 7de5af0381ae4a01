import { fromBase64, fromHex, toBase64, toHex } from '@cosmjs/encoding'
import { answerAbciQuery } from './answerAbciQuery'
import type { CosmosLedger, LedgerTx } from './CosmosLedger'
import { searchLedgerTxs } from './searchLedgerTxs'

/** A JSON-RPC error a method throws (code, message and CometBFT's `data` text). */
export class CometRpcError extends Error {
  override readonly name = 'CometRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: string,
  ) {
    super(message)
  }
}

type Params = Record<string, unknown>
const text = (params: Params, key: string): string => {
  const value = params[key]
  if (value === undefined || value === null) return ''
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new CometRpcError(-32602, 'Invalid params', `${key} must be a string`)
  return String(value)
}

// A fixed node identity (the simulator has one "validator" and no peers).
const nodeId = '5a1afe5a1afe5a1afe5a1afe5a1afe5a1afe5a1a'
const validatorKey = toBase64(new Uint8Array(32).fill(7))
const validatorAddress = 'A11CE0000000000000000000000000000000C0DE'

function txResult(tx: LedgerTx) {
  return {
    code: tx.code,
    data: toBase64(tx.data),
    log: tx.log,
    info: '',
    gas_wanted: tx.gasWanted.toString(),
    gas_used: tx.gasUsed.toString(),
    events: tx.events,
    codespace: tx.codespace,
  }
}

function txResponse(tx: LedgerTx) {
  return {
    hash: tx.hash,
    height: String(tx.height),
    index: tx.index,
    tx_result: txResult(tx),
    tx: toBase64(tx.tx),
  }
}

/**
 * SIMULATOR: the CometBFT 0.38 JSON-RPC methods cosmjs' StargateClient calls, answered from the
 * ledger in CometBFT's JSON shapes: `status` (version 0.38.x, so cosmjs picks its Comet38 client),
 * `abci_query`, `broadcast_tx_sync`, `tx_search`, `tx`, `header` (the block time) and `health`.
 */
export function cosmosRpcMethods(
  ledger: CosmosLedger,
  listenAddress: string,
): Record<string, (params: Params) => unknown> {
  return {
    health: () => ({}),
    status: () => ({
      node_info: {
        protocol_version: { p2p: '8', block: '11', app: '0' },
        id: nodeId,
        listen_addr: listenAddress,
        network: ledger.chainId,
        version: '0.38.17',
        channels: '40202122233038606100',
        moniker: 'appkit-cosmos-simulator',
        other: { tx_index: 'on', rpc_address: listenAddress },
      },
      sync_info: {
        latest_block_hash: toHex(ledger.blockHash()).toUpperCase(),
        latest_app_hash: toHex(ledger.blockHash(0)).toUpperCase(),
        latest_block_height: String(ledger.height),
        latest_block_time: ledger.blockTime.toISOString(),
        earliest_block_hash: toHex(ledger.blockHash(1)).toUpperCase(),
        earliest_app_hash: toHex(ledger.blockHash(0)).toUpperCase(),
        earliest_block_height: '1',
        earliest_block_time: ledger.genesisTime.toISOString(),
        catching_up: false,
      },
      validator_info: {
        address: validatorAddress,
        pub_key: { type: 'tendermint/PubKeyEd25519', value: validatorKey },
        voting_power: '10',
      },
    }),
    abci_query: (params) => {
      const path = text(params, 'path')
      const answer = answerAbciQuery(ledger, path, fromHex(text(params, 'data')))
      return {
        response: {
          code: answer.code,
          log: answer.log,
          info: '',
          index: '0',
          key: null,
          value: answer.code ? null : toBase64(answer.value),
          proofOps: null,
          height: String(ledger.height),
          codespace: answer.codespace,
        },
      }
    },
    broadcast_tx_sync: async (params) => {
      let bytes: Uint8Array
      try {
        bytes = fromBase64(text(params, 'tx'))
      } catch {
        throw new CometRpcError(-32602, 'Invalid params', 'tx must be base64')
      }
      const result = await ledger.broadcast(bytes)
      return {
        code: result.code,
        data: '',
        log: result.log,
        codespace: result.codespace,
        hash: result.hash,
      }
    },
    header: (params) => {
      const height = Number(text(params, 'height') || ledger.height)
      if (!(Number.isInteger(height) && height >= 1 && height <= ledger.height))
        throw new CometRpcError(
          -32603,
          'Internal error',
          `height ${height} must be less than or equal to the current blockchain height ${ledger.height}`,
        )
      const time =
        ledger.transactions.find((tx) => tx.height === height)?.time ?? ledger.genesisTime
      return {
        header: {
          version: { block: '11', app: '0' },
          chain_id: ledger.chainId,
          height: String(height),
          time: time.toISOString(),
          last_block_id: { hash: toHex(ledger.blockHash(height - 1)).toUpperCase() },
          app_hash: toHex(ledger.blockHash(0)).toUpperCase(),
          proposer_address: validatorAddress,
        },
      }
    },
    tx: (params) => {
      const hash = toHex(fromBase64(text(params, 'hash'))).toUpperCase()
      const tx = ledger.transactions.find((candidate) => candidate.hash === hash)
      if (!tx) throw new CometRpcError(-32603, 'Internal error', `tx (${hash}) not found`)
      return txResponse(tx)
    },
    tx_search: (params) => {
      let found: LedgerTx[]
      try {
        found = searchLedgerTxs(ledger.transactions, text(params, 'query'))
      } catch (error) {
        throw new CometRpcError(-32603, 'Internal error', (error as Error).message)
      }
      if (text(params, 'order_by') === 'desc') found.reverse()
      const perPage = Math.min(Number(text(params, 'per_page') || 30), 100)
      const page = Number(text(params, 'page') || 1)
      const pages = Math.max(1, Math.ceil(found.length / perPage))
      if (!(page >= 1 && page <= pages))
        throw new CometRpcError(
          -32603,
          'Internal error',
          `page should be within [1, ${pages}] range, given ${page}`,
        )
      return {
        txs: found.slice((page - 1) * perPage, page * perPage).map(txResponse),
        total_count: String(found.length),
      }
    },
  }
}
