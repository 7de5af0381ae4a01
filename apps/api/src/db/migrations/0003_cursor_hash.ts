import type { Migration } from './Migration'

/** The hash of the cursor's block, so the indexer notices a replaced chain (a restarted devnet, a reorg). */
export const cursorHash: Migration = {
  name: '0003_cursor_hash',
  statements: ['ALTER TABLE indexer_cursors ADD COLUMN block_hash text'],
}
