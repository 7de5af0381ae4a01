import type { WalletKitTypes } from '@reown/walletkit'
import { getSdkError } from '@walletconnect/utils'
import { type HDAccount, isAddressEqual } from 'viem'
import { answerWithoutPrompt, readSwitchChainParam } from './answerWithoutPrompt'
import type { WalletKitClient } from './createWalletKit'
import type { WalletChain } from './executeSigningRequest'
import { formatNamespaceRequest } from './formatNamespaceRequest'
import { formatSigningRequest } from './formatSigningRequest'
import type { NamespaceKeys } from './namespaceKeys'
import { parsePairingUri } from './parsePairingUri'
import { readNamespaceRequest } from './readNamespaceRequest'
import { readSigningRequest } from './readSigningRequest'
import { respondError, respondResult } from './respondToRequest'
import { runApprovedRequest } from './runApprovedRequest'
import { switchAccount, switchChain } from './switchSessions'
import { WalletRequestError } from './WalletRequestError'
import type { WalletSnapshot } from './WalletSnapshot'
import { approvedNamespaces, type ExtraAccount } from './walletNamespaces'

/** The page's state and actions over one WalletKit client (used with useSyncExternalStore). */
export type WalletStore = ReturnType<typeof createWalletStore>

const maxActivity = 50

/** Wires WalletKit's events to a snapshot and offers the page's actions. */
export function createWalletStore(
  kit: WalletKitClient,
  chains: readonly WalletChain[],
  accounts: readonly HDAccount[],
  extraAccounts: readonly ExtraAccount[] = [],
  namespaceKeys: NamespaceKeys = {},
  /**
   * Derives, on first need, the keys of chains the page loads on demand (the Polkadot key: its
   * libraries load only when a dapp asks for its chain), adding them to `extraAccounts` and
   * `namespaceKeys`. Approvals and namespace requests wait for it.
   */
  loadKeysFor: (chains: readonly string[]) => Promise<void> = async () => {},
) {
  let snapshot: WalletSnapshot = {
    accountIndex: 0,
    chainId: chains[0]?.chainId ?? 1,
    proposals: [],
    requests: [],
    sessions: Object.values(kit.getActiveSessions()),
    activity: [],
  }
  const listeners = new Set<() => void>()
  const set = (next: Partial<WalletSnapshot>) => {
    snapshot = { ...snapshot, ...next }
    for (const listener of listeners) listener()
  }
  const note = (line: string) => set({ activity: [...snapshot.activity, line].slice(-maxActivity) })
  const refreshSessions = () => set({ sessions: Object.values(kit.getActiveSessions()) })
  const account = () => accounts[snapshot.accountIndex]!
  const dappName = (topic: string) =>
    snapshot.sessions.find((s) => s.topic === topic)?.peer.metadata.name ??
    kit.getActiveSessions()[topic]?.peer.metadata.name ??
    'the dapp'
  const failed = (error: unknown) => (error instanceof Error ? error.message : String(error))
  const chainById = (id: number) => chains.find((chain) => chain.chainId === id)
  const chainIds = chains.map((chain) => chain.chainId)
  const context = { kit, chains, namespaceKeys, note, refreshSessions, getSnapshot: () => snapshot }
  const keysFor = (chains: readonly string[]) =>
    loadKeysFor(chains).then(
      () => set({}),
      (error) => note(`Some keys could not be derived: ${failed(error)}`),
    )

  /** A request on a Solana, Bitcoin, Cosmos or Polkadot chain: answered at once (accounts) or shown for approval. */
  async function onNamespaceRequest(
    id: number,
    topic: string,
    chain: string,
    method: string,
    rpcParams: unknown,
  ) {
    await keysFor([chain])
    if (!extraAccounts.some((account) => account.chain === chain))
      throw new WalletRequestError(4901, `The dev wallet does not run ${chain}.`)
    if (method === 'getAccountAddresses' && namespaceKeys.bitcoin)
      return void (await respondResult(kit, topic, id, namespaceKeys.bitcoin.addresses))
    if (method === 'cosmos_getAccounts' && namespaceKeys.cosmos)
      return void (await respondResult(kit, topic, id, namespaceKeys.cosmos.accounts))
    const request = readNamespaceRequest(chain, method, rpcParams, {
      solana: namespaceKeys.solana?.address,
      bitcoin: namespaceKeys.bitcoin?.addresses.map((entry) => entry.address),
      cosmos: namespaceKeys.cosmos?.address,
      polkadot: namespaceKeys.polkadot?.holds,
    })
    const formatted = formatNamespaceRequest(request)
    const pending = { id, topic, chainId: 0, dappName: dappName(topic), request, formatted }
    set({ requests: [...snapshot.requests, pending] })
  }

  async function onRequest({
    id,
    topic,
    params,
  }: Omit<WalletKitTypes.SessionRequest, 'verifyContext'>) {
    if (snapshot.requests.some((pending) => pending.id === id)) return
    const chainId = Number(params.chainId.split(':')[1])
    const { method, params: rpcParams } = params.request
    const chain = chainById(chainId)
    try {
      if (!params.chainId.startsWith('eip155:'))
        return void (await onNamespaceRequest(id, topic, params.chainId, method, rpcParams))
      if (!chain)
        throw new WalletRequestError(4901, `The dev wallet does not run ${params.chainId}.`)
      const read = answerWithoutPrompt(method, chainId, account().address)
      if (read !== undefined) return void (await respondResult(kit, topic, id, read))
      if (method === 'wallet_switchEthereumChain') {
        const target = readSwitchChainParam(rpcParams)
        if (target === undefined || !chainById(target))
          throw new WalletRequestError(4902, `The dev wallet does not run chain ${target}.`)
        await selectChain(target)
        return void (await respondResult(kit, topic, id, null))
      }
      const request = readSigningRequest(method, rpcParams)
      if (!accounts.some((a) => isAddressEqual(a.address, request.address)))
        throw new WalletRequestError(4100, `The dev wallet holds no key for ${request.address}.`)
      const formatted = formatSigningRequest(request, { ...chain, symbol: chain.nativeSymbol })
      const pending = { id, topic, chainId, dappName: dappName(topic), request, formatted }
      set({ requests: [...snapshot.requests, pending] })
    } catch (error) {
      const code = error instanceof WalletRequestError ? error.code : -32603
      note(`Refused ${method} from ${dappName(topic)}: ${failed(error)}`)
      await respondError(kit, topic, id, { code, message: failed(error) }).catch(() => {})
    }
  }

  kit.on('session_proposal', ({ id, params }) => {
    if (snapshot.proposals.some((p) => p.id === id)) return
    set({ proposals: [...snapshot.proposals, { id, params }] })
    note(`Connection request from ${params.proposer.metadata.name}`)
  })
  kit.on('session_request', (event) => void onRequest(event))
  kit.on('session_delete', ({ topic }) => {
    note(`${dappName(topic)} disconnected`)
    set({ requests: snapshot.requests.filter((r) => r.topic !== topic) })
    refreshSessions()
  })
  kit.on('proposal_expire', ({ id }) => {
    set({ proposals: snapshot.proposals.filter((p) => p.id !== id) })
    note('A connection request expired')
  })
  kit.on('session_request_expire', ({ id }) => {
    set({ requests: snapshot.requests.filter((r) => r.id !== id) })
    note('A request expired')
  })

  // Proposals that arrived before a reload are still pending in storage: show them again
  // (sign-client re-emits pending session requests by itself after a reload, not proposals).
  const known = new Set(snapshot.proposals.map((p) => p.id))
  const stored = Object.values(kit.getPendingSessionProposals()).filter((p) => !known.has(p.id))
  if (stored.length) set({ proposals: stored.map((params) => ({ id: params.id, params })) })

  async function selectChain(chainId: number) {
    if (!chainById(chainId) || chainId === snapshot.chainId) return
    set({ chainId })
    await switchChain(context, chainId)
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    chains,
    extraAccounts,
    accounts,
    /** Checks the URI, then pairs; the proposal arrives as an event. */
    async pair(uri: string) {
      set({ pairError: undefined })
      try {
        parsePairingUri(uri)
        await kit.pair({ uri: uri.trim() })
        note('Paired; waiting for the connection request')
      } catch (error) {
        set({ pairError: failed(error) })
      }
    },
    async approveProposal(id: number) {
      const proposal = snapshot.proposals.find((p) => p.id === id)
      if (!proposal) return
      set({ proposals: snapshot.proposals.filter((p) => p.id !== id) })
      const name = proposal.params.proposer.metadata.name
      const { requiredNamespaces, optionalNamespaces } = proposal.params
      await keysFor(
        [requiredNamespaces, optionalNamespaces].flatMap((namespaces) =>
          Object.entries(namespaces ?? {}).flatMap(([key, entry]) => [
            key,
            ...(entry.chains ?? []),
          ]),
        ),
      )
      try {
        const namespaces = approvedNamespaces(
          proposal.params,
          chainIds,
          account().address,
          extraAccounts,
        )
        await kit.approveSession({ id, namespaces })
        note(`Connected to ${name}`)
      } catch (error) {
        note(`Could not connect to ${name}: ${failed(error)}`)
        const reason = { code: getSdkError('UNSUPPORTED_CHAINS').code, message: failed(error) }
        await kit.rejectSession({ id, reason }).catch(() => {})
      }
      refreshSessions()
    },
    async rejectProposal(id: number) {
      const proposal = snapshot.proposals.find((p) => p.id === id)
      if (!proposal) return
      set({ proposals: snapshot.proposals.filter((p) => p.id !== id) })
      await kit.rejectSession({ id, reason: getSdkError('USER_REJECTED') }).catch(() => {})
      note(`Rejected ${proposal.params.proposer.metadata.name}`)
    },
    async approveRequest(id: number) {
      const pending = snapshot.requests.find((r) => r.id === id)
      if (!pending) return
      set({ requests: snapshot.requests.filter((r) => r.id !== id) })
      await runApprovedRequest(context, pending, accounts)
    },
    async rejectRequest(id: number) {
      const pending = snapshot.requests.find((r) => r.id === id)
      if (!pending) return
      set({ requests: snapshot.requests.filter((r) => r.id !== id) })
      const reason = { code: 4001, message: 'User rejected the request.' }
      await respondError(kit, pending.topic, id, reason).catch(() => {})
      note(`Rejected: ${pending.formatted.title}`)
    },
    async disconnect(topic: string) {
      const name = dappName(topic)
      set({ requests: snapshot.requests.filter((r) => r.topic !== topic) })
      await kit
        .disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
        .catch((error: unknown) => note(`Disconnect failed: ${failed(error)}`))
      note(`Disconnected from ${name}`)
      refreshSessions()
    },
    async selectAccount(index: number) {
      if (!accounts[index] || index === snapshot.accountIndex) return
      set({ accountIndex: index })
      await switchAccount(context, accounts[index]!.address)
    },
    selectChain,
  }
}
