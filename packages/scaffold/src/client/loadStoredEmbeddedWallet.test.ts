import { createMemoryBackend } from '@appkit/core'
import { AUTH_CONNECTOR_ID } from '@appkit/core/adapter'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestAppKit } from '../testing/createTestAppKit'

const SECURE = 'http://127.0.0.1:9/frame'

function storedWith(connected: string[]) {
  const storage = createMemoryBackend()
  storage.setItem(
    '@appkit-wallet/connection_status',
    JSON.stringify({ connected, disconnected: [] }),
  )
  return storage
}

// The frame's address without the SPEC §7 parameters core adds (projectId, chainId, version, ...).
const frames = () =>
  [...document.querySelectorAll('iframe')].map((frame) => frame.src.replace(/\?.*$/, ''))

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the embedded wallet at start', () => {
  it('SPEC §4 "Syncing only for connectors that have connected and not disconnected": with a stored embedded-wallet connection the secure frame is added at start', async () => {
    const { appKit } = createTestAppKit({
      secureSiteUrl: SECURE,
      services: { storage: storedWith([AUTH_CONNECTOR_ID]) },
    })
    // The reconnect runs after the restore step (here the frame cannot load: port 9 is closed).
    await waitFor(() => expect(frames()).toEqual([SECURE]))
    await appKit.ready
    expect(frames()).toEqual([SECURE])
  })

  it('SPEC §2 panels load on demand: without a stored embedded-wallet connection (or a secure site) nothing is added at start', async () => {
    const other = createTestAppKit({
      secureSiteUrl: SECURE,
      services: { storage: storedWith(['io.dev']) },
    })
    await other.appKit.ready
    expect(other.evm.calls).toEqual(['reconnect:io.dev'])
    const noSite = createTestAppKit({ services: { storage: storedWith([AUTH_CONNECTOR_ID]) } })
    await noSite.appKit.ready
    expect(frames()).toEqual([])
  })
})
