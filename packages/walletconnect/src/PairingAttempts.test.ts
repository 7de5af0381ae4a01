import type { SessionTypes } from '@walletconnect/types'
import { describe, expect, it } from 'vitest'
import { PairingSupersededError } from './errors/PairingSupersededError'
import { PairingAttempts } from './PairingAttempts'

type Deferred = {
  resolve: (session: SessionTypes.Struct) => void
  reject: (error: unknown) => void
}

function rig() {
  const started: Deferred[] = []
  const cancelledSessions: string[] = []
  const attempts = new PairingAttempts(
    () => new Promise<SessionTypes.Struct>((resolve, reject) => started.push({ resolve, reject })),
    (session) => cancelledSessions.push(session.topic),
  )
  return { attempts, started, cancelledSessions }
}

const session = (topic: string) => ({ topic }) as SessionTypes.Struct

describe('PairingAttempts', () => {
  it('a refresh starts a new pairing and ignores the failure of the one it replaced', async () => {
    const { attempts, started } = rig()
    const connecting = attempts.connect()
    attempts.refresh()
    expect(started).toHaveLength(2)
    started[0]?.reject(new Error('proposal expired'))
    started[1]?.resolve(session('fresh'))
    await expect(connecting).resolves.toEqual({ topic: 'fresh' })
    expect(attempts.pending).toBe(false)
  })

  it('a wallet approving the older URI still connects; the newest failure rejects', async () => {
    const { attempts, started } = rig()
    const first = attempts.connect()
    attempts.refresh()
    started[0]?.resolve(session('older'))
    await expect(first).resolves.toEqual({ topic: 'older' })
    const second = attempts.connect()
    started[2]?.reject(new Error('relay down'))
    await expect(second).rejects.toThrow('relay down')
  })

  it('refresh does nothing without a pending connect, and abort rejects the pending one', async () => {
    const { attempts, started, cancelledSessions } = rig()
    attempts.refresh()
    attempts.abort(new Error('nothing pending'))
    expect(started).toHaveLength(0)
    const connecting = attempts.connect()
    attempts.abort(new Error('Modal closed'))
    started[0]?.reject(new Error('late'))
    await expect(connecting).rejects.toThrow('Modal closed')
    expect(cancelledSessions).toEqual([])
  })

  it('HOSTILE H: a wallet approving after the connect was cancelled hands its session over to be ended', async () => {
    const { attempts, started, cancelledSessions } = rig()
    const connecting = attempts.connect()
    attempts.abort(new Error('left the view'))
    await expect(connecting).rejects.toThrow('left the view')
    started[0]?.resolve(session('late'))
    await Promise.resolve()
    expect(cancelledSessions).toEqual(['late'])
  })

  it('a second connect() ends the waiting one with PairingSupersededError and takes over', async () => {
    const { attempts, started } = rig()
    const first = attempts.connect()
    const second = attempts.connect()
    await expect(first).rejects.toBeInstanceOf(PairingSupersededError)
    started[1]?.resolve(session('second'))
    await expect(second).resolves.toEqual({ topic: 'second' })
  })
})
