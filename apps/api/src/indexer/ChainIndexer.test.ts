import { DEV_ACCOUNTS, devnetPublicClient, devnetWalletClient } from '@appkit/test'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { databaseKinds, freshDatabase } from '../../test/databaseKinds'
import { createChainClients } from '../chains/ChainClients'
import type { Database } from '../db/Database'
import { migrate } from '../db/migrate'
import { openDatabase } from '../db/openDatabase'
import { devnetApiConfig } from '../devnetApiConfig'
import { ChainIndexer } from './ChainIndexer'

describe.each(databaseKinds)('ChainIndexer (%s)', (kind) => {
  const devnet = inject('devnet')
  const chainInfo = devnet.chains.find((c) => c.chainId === 137)
  if (!chainInfo) throw new Error('no chain 137')
  const config = devnetApiConfig(devnet).chains?.find((c) => c.chainId === 137)
  if (!config) throw new Error('no config for chain 137')
  const chain = createChainClients([config]).get(137)
  if (!chain) throw new Error('no client')
  let db: Database
  beforeAll(async () => {
    db = await openDatabase(await freshDatabase(kind))
  })
  afterAll(() => db.close())

  it('migrations are recorded once: a second run applies nothing', async () => {
    expect(await migrate(db)).toEqual([])
    const names = (
      await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')
    ).map((r) => r.name)
    expect(names).toEqual(['0001_init', '0002_transfers', '0003_cursor_hash'])
  })

  it('indexes up to the head, and starts over when the cursor block was replaced (restarted devnet, reorg)', async () => {
    const sender = DEV_ACCOUNTS[kind === 'pglite' ? 5 : 6]
    if (!sender) throw new Error('no dev account')
    const payee = privateKeyToAccount(generatePrivateKey()).address
    const hash = await devnetWalletClient(chainInfo, sender).sendTransaction({
      to: payee,
      value: 7n,
    })
    const receipt = await devnetPublicClient(chainInfo).waitForTransactionReceipt({ hash })
    const indexer = new ChainIndexer(db, chain, {
      pollMs: 60_000,
      onError: (error) => {
        throw error
      },
    })
    expect(await indexer.catchUp()).toBeGreaterThanOrEqual(receipt.blockNumber)
    const stored = () =>
      db.query<{ value: string; kind: string }>(
        'SELECT value, kind FROM transfers WHERE to_address = $1',
        [payee.toLowerCase()],
      )
    expect(await stored()).toEqual([{ value: '7', kind: 'native' }])

    await db.query('UPDATE indexer_cursors SET block_hash = $1 WHERE chain_id = 137', [
      `0x${'ab'.repeat(32)}`,
    ])
    await db.query(
      "INSERT INTO transfers (chain_id, tx_hash, log_index, block_number, block_time, kind, from_address, to_address, value, tx_from) VALUES (137, '0xgone', -1, 1, now(), 'native', '0xa', $1, '99', '0xa')",
      [payee.toLowerCase()],
    )
    await indexer.catchUp()
    expect(await stored()).toEqual([{ value: '7', kind: 'native' }])
    await indexer.stop()
  })
})
