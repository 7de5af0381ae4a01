import { type OutgoingRecord, recordOutgoing } from '@appkit/test/record-outgoing'
import { expect, type Page, test } from '@playwright/test'
import type { SessionTypes } from '@walletconnect/types'
import { closeDapp, createDapp, type Dapp, propose } from './dappClient'
import { dappRelayUrl, openWallet, watchHosts } from './walletPage'

let outgoing: OutgoingRecord
let dapps: Dapp[] = []
let pageHosts: Set<string>

/**
 * Registers the request guard of a spec file: every host the page reaches (requests and
 * WebSockets) is checked after each test, and every socket and fetch of this Node process (the
 * dapp's) after the file; anything but 127.0.0.1 fails. Also closes the dapps of each test.
 */
export function guardLoopbackOnly(): void {
  test.beforeAll(() => {
    outgoing = recordOutgoing()
  })
  test.beforeEach(({ page }) => {
    pageHosts = watchHosts(page)
  })
  test.afterEach(async () => {
    await Promise.all(dapps.map(closeDapp))
    dapps = []
    expect([...pageHosts].filter((host) => host !== '127.0.0.1')).toEqual([])
  })
  test.afterAll(() => {
    outgoing.restore()
    expect(outgoing.connections.length).toBeGreaterThan(0)
    const foreign = outgoing.connections.filter((target) => !target.startsWith('127.0.0.1:'))
    expect(foreign).toEqual([])
    expect(outgoing.fetches.filter((url) => !url.startsWith('http://127.0.0.1:'))).toEqual([])
  })
}

/** A dapp (real sign-client) on the dapps' relay, closed after the test. */
export async function newDapp(): Promise<Dapp> {
  const dapp = await createDapp(dappRelayUrl())
  dapps.push(dapp)
  return dapp
}

/** The dapp proposes, the page opens with the URI and approves; resolves with the dapp's session. */
export async function connect(page: Page): Promise<{ dapp: Dapp; session: SessionTypes.Struct }> {
  const dapp = await newDapp()
  const { uri, approval } = await propose(dapp)
  await openWallet(page, uri)
  const proposal = page.getByRole('article', { name: 'Connection request from Wallet E2E Dapp' })
  await proposal.getByRole('button', { name: 'Approve' }).click()
  return { dapp, session: await approval }
}

/**
 * Handles a promise's outcome at once (the rejection arrives while the test is still clicking):
 * `{ resolved }` or `{ rejected }`, for an assertion afterwards.
 */
export function settle<T>(promise: Promise<T>): Promise<{ resolved: T } | { rejected: unknown }> {
  return promise.then(
    (resolved) => ({ resolved }),
    (rejected: unknown) => ({ rejected }),
  )
}

/** The dapp sends a session request on `chainId` (default eip155:1). */
export function request<T>(
  dapp: Dapp,
  session: SessionTypes.Struct,
  method: string,
  params: unknown[],
  chainId = 'eip155:1',
) {
  return dapp.request<T>({ topic: session.topic, chainId, request: { method, params } })
}
