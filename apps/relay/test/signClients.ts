import { randomUUID } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import type { PrivateKeyAccount } from 'viem/accounts'

/** A real `@walletconnect/sign-client` instance. */
export type Client = Awaited<ReturnType<typeof SignClient.init>>

export const chainId = 'eip155:31337'

/**
 * Starts a real SignClient against the local relay: in-memory storage, its own storage prefix
 * (two clients share one process), telemetry off.
 */
export async function createClient(role: 'dapp' | 'wallet', relayUrl: string): Promise<Client> {
  return SignClient.init({
    projectId: 'appkit-local-relay',
    relayUrl,
    customStoragePrefix: `${role}-${randomUUID()}`,
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name: `AppKit relay test ${role}`,
      description: 'Relay test client',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
}

/** Stops a client's socket and timers so the test process can end. */
export async function closeClient(client: Client): Promise<void> {
  await client.core.relayer.transportClose()
  client.core.heartbeat.stop()
}

/** The dapp proposes; resolves with the `wc:` URI and the pending approval. */
export async function propose(dapp: Client) {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: [chainId],
        methods: ['personal_sign'],
        events: ['accountsChanged', 'chainChanged'],
      },
    },
  })
  if (!uri) throw new Error('connect() returned no URI')
  return { uri, approval }
}

/** The wallet pairs with a URI and resolves with the proposal it receives. */
export async function pairAndReceive(wallet: Client, uri: string) {
  const proposal = new Promise<SignClientTypes.EventArguments['session_proposal']>((resolve) =>
    wallet.once('session_proposal', resolve),
  )
  await wallet.pair({ uri })
  return proposal
}

/** Pairs, approves with one account and resolves with both sides' session. */
export async function connectSession(
  dapp: Client,
  wallet: Client,
  account: PrivateKeyAccount,
): Promise<{ dappSession: SessionTypes.Struct; walletSession: SessionTypes.Struct }> {
  const { uri, approval } = await propose(dapp)
  const proposal = await pairAndReceive(wallet, uri)
  const { acknowledged } = await wallet.approve({
    id: proposal.id,
    namespaces: {
      eip155: {
        chains: [chainId],
        accounts: [`${chainId}:${account.address}`],
        methods: ['personal_sign'],
        events: ['accountsChanged', 'chainChanged'],
      },
    },
  })
  const dappSession = await approval()
  const walletSession = await acknowledged()
  return { dappSession, walletSession }
}

/** Makes the wallet answer personal_sign requests by signing with `account`. */
export function answerPersonalSign(wallet: Client, account: PrivateKeyAccount): void {
  wallet.on('session_request', async ({ id, topic, params }) => {
    const [message] = params.request.params as [`0x${string}`, string]
    const signature = await account.signMessage({ message: { raw: message } })
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
  })
}

/** The dapp asks the wallet to personal_sign `text`; resolves with the signature. */
export async function requestPersonalSign(
  dapp: Client,
  topic: string,
  address: string,
  text: string,
): Promise<`0x${string}`> {
  const hex = `0x${Buffer.from(text, 'utf8').toString('hex')}`
  return dapp.request({
    topic,
    chainId,
    request: { method: 'personal_sign', params: [hex, address] },
  })
}
