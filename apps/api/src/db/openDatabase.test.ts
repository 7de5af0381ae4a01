import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { databaseKinds, freshDatabase } from '../../test/databaseKinds'
import { startApiServer } from '../server/startApiServer'
import { openDatabase } from './openDatabase'

describe('openDatabase', () => {
  const dir = mkdtempSync(join(tmpdir(), 'appkit-api-pglite-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('PGlite in a data folder keeps what was stored across restarts (the start command default)', async () => {
    const first = await startApiServer({
      logger: false,
      indexer: false,
      database: { dataDir: dir },
    })
    const body = JSON.stringify({
      eventId: 'persisted-1',
      url: 'https://a.test/',
      domain: 'a.test',
      timestamp: 1,
      props: { event: 'X' },
    })
    expect(
      (
        await fetch(`${first.url}/e`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
      ).status,
    ).toBe(202)
    await first.close()

    const second = await openDatabase({ dataDir: dir })
    try {
      expect(await second.query('SELECT event_id FROM events')).toEqual([
        { event_id: 'persisted-1' },
      ])
    } finally {
      await second.close()
    }
  })

  it('refuses to start on an unreachable PostgreSQL URL instead of failing at the first request', async () => {
    await expect(
      openDatabase({
        url: `postgresql://postgres@localhost:5432/none?host=${encodeURIComponent(join(dir, 'no-socket-here'))}`,
      }),
    ).rejects.toThrow()
  })

  it.each(databaseKinds)('rolls a failed transaction back (%s)', async (kind) => {
    const db = await openDatabase(await freshDatabase(kind))
    try {
      await expect(
        db.transaction(async (tx) => {
          await tx.query("INSERT INTO projects (id, name) VALUES ('tx-test', 'x')")
          throw new Error('boom')
        }),
      ).rejects.toThrow('boom')
      expect(await db.query("SELECT id FROM projects WHERE id = 'tx-test'")).toEqual([])
    } finally {
      await db.close()
    }
  })
})
