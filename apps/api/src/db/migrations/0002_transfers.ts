import type { Migration } from './Migration'

/** The indexer's store: native, ERC-20 and ERC-721 transfers per chain, and a cursor per chain. */
export const transfers: Migration = {
  name: '0002_transfers',
  statements: [
    `CREATE TABLE transfers (
      chain_id integer NOT NULL,
      tx_hash text NOT NULL,
      log_index integer NOT NULL,
      block_number integer NOT NULL,
      block_time timestamptz NOT NULL,
      kind text NOT NULL CHECK (kind IN ('native', 'erc20', 'erc721')),
      token_address text,
      token_id text,
      from_address text NOT NULL,
      to_address text NOT NULL,
      value text NOT NULL,
      tx_from text NOT NULL,
      tx_to text,
      PRIMARY KEY (chain_id, tx_hash, log_index)
    )`,
    'CREATE INDEX transfers_from ON transfers (from_address, block_number DESC)',
    'CREATE INDEX transfers_to ON transfers (to_address, block_number DESC)',
    'CREATE INDEX transfers_tx_from ON transfers (tx_from, block_number DESC)',
    `CREATE TABLE indexer_cursors (
      chain_id integer PRIMARY KEY,
      last_block integer NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
  ],
}
