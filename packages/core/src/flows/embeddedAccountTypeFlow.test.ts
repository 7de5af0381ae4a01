import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  STAND_IN_EOA as EOA,
  makeSmartAccountFrame,
  STAND_IN_SMART_ACCOUNT as SMART,
  serveEmbeddedWallet,
} from '../testing/embeddedWalletStandIns'
import { makeTestCore } from '../testing/makeTestCore'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { attachAdapters } from './adapterEventsFlow'
import {
  isSmartAccountEnabled,
  loadSmartAccountNetworks,
  toggleEmbeddedAccountType,
} from './embeddedAccountTypeFlow'
import { connectEmbeddedWallet } from './embeddedWalletFlow'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
})
afterAll(() => server.close())

async function connected() {
  const made = makeTestCore(server.url)
  serveEmbeddedWallet(made.evm)
  attachAdapters(made.core)
  // The frame stands in at the messenger edge (apps/secure's tests run it with a real bundler).
  const frame = makeSmartAccountFrame()
  await connectEmbeddedWallet(made.core, { messenger: frame.messenger })
  // The embedded wallet's namespace: the test adapter's own, as the modal would ask for it.
  const namespace = made.evm.namespace
  const account = () => made.core.chain.namespaces[namespace]?.accountState
  return { core: made.core, frame, account, namespace }
}

describe("the embedded wallet's account type", () => {
  it('SPEC §3 "smartAccountEnabledNetworks": read from the frame; the toggle is offered only on such a network', async () => {
    const { core, frame, account, namespace } = await connected()
    expect(account()).toMatchObject({ address: SMART, preferredAccountType: 'smartAccount' })
    expect(isSmartAccountEnabled(core, namespace)).toBe(false)
    await expect(loadSmartAccountNetworks(core, frame.messenger, namespace)).resolves.toEqual([1])
    expect(core.chain.namespaces[namespace]?.networkState.smartAccountEnabledNetworks).toEqual([1])
    expect(isSmartAccountEnabled(core, namespace)).toBe(true)
  })

  it('SPEC §4 "Preferred account type toggles between eoa and smartAccount (smart only if enabled and current is eoa)": the address follows the type, there and back', async () => {
    const { core, frame, account, namespace } = await connected()
    await loadSmartAccountNetworks(core, frame.messenger, namespace)
    await expect(toggleEmbeddedAccountType(core, frame.messenger, namespace)).resolves.toEqual({
      type: 'eoa',
      fellBack: false,
    })
    expect(account()).toMatchObject({ address: EOA, preferredAccountType: 'eoa' })
    await expect(toggleEmbeddedAccountType(core, frame.messenger, namespace)).resolves.toEqual({
      type: 'smartAccount',
      fellBack: false,
    })
    expect(account()).toMatchObject({ address: SMART, preferredAccountType: 'smartAccount' })
  })

  it('SPEC §4 "On error falls back to EOA": a refused switch to the smart account leaves the EOA in use, reported as a fallback', async () => {
    const { core, frame, account, namespace } = await connected()
    await loadSmartAccountNetworks(core, frame.messenger, namespace)
    await toggleEmbeddedAccountType(core, frame.messenger, namespace)
    frame.state.bundlerDown = true
    await expect(toggleEmbeddedAccountType(core, frame.messenger, namespace)).resolves.toEqual({
      type: 'eoa',
      fellBack: true,
    })
    expect(account()).toMatchObject({ address: EOA, preferredAccountType: 'eoa' })
  })
})
