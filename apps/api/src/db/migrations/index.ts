import { init } from './0001_init'
import { transfers } from './0002_transfers'
import { cursorHash } from './0003_cursor_hash'
import type { Migration } from './Migration'

/** Every migration, oldest first. Append; never edit one that has shipped. */
export const migrations: readonly Migration[] = [init, transfers, cursorHash]
