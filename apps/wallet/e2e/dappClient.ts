import { randomUUID } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'

/** A real `@walletconnect/sign-client` instance playing the dapp, in the test's Node process. */
export type Dapp = Awaited<ReturnType<typeof SignClient.init>>

/** A 1x1 PNG: a data:image icon, shown by the page without any request. */
export const DAPP_ICON =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

/** The dapp's metadata as the wallet page should show it. */
export const DAPP_METADATA: SignClientTypes.Metadata = {
  name: 'Wallet E2E Dapp',
  description: 'A Node dapp driving the dev wallet page',
  url: 'https://dapp.example',
  icons: ['javascript:alert(1)', DAPP_ICON],
}

/** Starts the dapp against the local relay: in-memory storage, its own prefix, telemetry off. */
export async function createDapp(relayUrl: string): Promise<Dapp> {
  return SignClient.init({
    projectId: 'appkit-wallet-e2e',
    relayUrl,
    customStoragePrefix: `dapp-${randomUUID()}`,
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    logger: 'silent',
    metadata: DAPP_METADATA,
  })
}

/** Stops the dapp's socket and timers. */
export async function closeDapp(dapp: Dapp): Promise<void> {
  await dapp.core.relayer.transportClose().catch(() => {})
  dapp.core.heartbeat.stop()
}

/**
 * The dapp proposes a session on the devnet chains; resolves with the URI and the session's
 * promise. sign-client's `approval()` must be called before the wallet settles (a settlement that
 * comes first is dropped and the promise never ends), so it is called here, at once.
 */
export async function propose(
  dapp: Dapp,
  methods: string[] = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'],
): Promise<{
  uri: string
  approval: Promise<SessionTypes.Struct>
}> {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:1', 'eip155:137'],
        methods,
        events: ['accountsChanged', 'chainChanged'],
      },
    },
  })
  if (!uri) throw new Error('connect() returned no URI')
  const session = approval()
  // Marked handled now; the test awaits it later and still sees a rejection.
  session.catch(() => {})
  return { uri, approval: session }
}

/** Resolves with the next session event of `name` the dapp receives. */
export function nextSessionEvent(dapp: Dapp, name: string) {
  return new Promise<SignClientTypes.EventArguments['session_event']>((resolve) => {
    const listener = (event: SignClientTypes.EventArguments['session_event']) => {
      if (event.params.event.name !== name) return
      dapp.off('session_event', listener)
      resolve(event)
    }
    dapp.on('session_event', listener)
  })
}
