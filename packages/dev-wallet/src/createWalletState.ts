import type { PrivateKeyAccount } from 'viem'
import type { DevWalletChain, DevWalletMode, DevWalletStorage } from './DevWalletTypes'

/** What the wallet remembers across page loads. */
type PersistedState = {
  readonly authorized: boolean
  readonly accountIndex: number
  readonly chainId: number
  readonly addedChains: readonly DevWalletChain[]
}

/** The wallet's mutable state: accounts, chains, the active ones, consent and connectivity. */
export type WalletState = {
  readonly accounts: readonly PrivateKeyAccount[]
  readonly chains: Map<number, DevWalletChain>
  authorized: boolean
  accountIndex: number
  chainId: number
  /** EIP-1193 connectivity: false after `disconnect` (requests then fail with 4900). */
  connected: boolean
  mode: DevWalletMode
  /** The active account. */
  account(): PrivateKeyAccount
  /** The active chain. */
  chain(): DevWalletChain
  /** Writes what is remembered to the storage, if any. */
  save(): void
}

function readPersisted(
  storage: DevWalletStorage | undefined,
  key: string,
): Partial<PersistedState> {
  try {
    const raw = storage?.getItem(key)
    const parsed: unknown = raw ? JSON.parse(raw) : undefined
    return parsed && typeof parsed === 'object' ? (parsed as Partial<PersistedState>) : {}
  } catch {
    return {}
  }
}

/**
 * Creates the wallet state from the configured accounts and chains, restoring the authorization,
 * active account, active chain and added chains kept in `storage` when they are still valid.
 */
export function createWalletState(parameters: {
  accounts: readonly PrivateKeyAccount[]
  chains: readonly DevWalletChain[]
  chainId: number | undefined
  mode: DevWalletMode
  storage: DevWalletStorage | undefined
  storageKey: string
}): WalletState {
  const { accounts, storage, storageKey } = parameters
  const initial = parameters.chains.map((chain) => chain.chainId)
  const persisted = readPersisted(storage, storageKey)
  const added = Array.isArray(persisted.addedChains) ? persisted.addedChains : []
  const chains = new Map<number, DevWalletChain>()
  for (const chain of [...parameters.chains, ...added]) {
    if (
      Number.isSafeInteger(chain?.chainId) &&
      typeof chain.rpcUrl === 'string' &&
      !chains.has(chain.chainId)
    )
      chains.set(chain.chainId, chain)
  }
  const validIndex = (index: unknown): index is number =>
    Number.isInteger(index) && (index as number) >= 0 && (index as number) < accounts.length
  const pickChain = [persisted.chainId, parameters.chainId, initial[0]].find(
    (id) => typeof id === 'number' && chains.has(id),
  )

  const state: WalletState = {
    accounts,
    chains,
    authorized: persisted.authorized === true,
    accountIndex: validIndex(persisted.accountIndex) ? persisted.accountIndex : 0,
    chainId: pickChain ?? 0,
    connected: true,
    mode: parameters.mode,
    account: () => accounts[state.accountIndex]!,
    chain: () => chains.get(state.chainId)!,
    save() {
      if (!storage) return
      const value: PersistedState = {
        authorized: state.authorized,
        accountIndex: state.accountIndex,
        chainId: state.chainId,
        addedChains: [...chains.values()].filter((chain) => !initial.includes(chain.chainId)),
      }
      try {
        storage.setItem(storageKey, JSON.stringify(value))
      } catch {
        // A full or blocked storage only costs the memory of the next page load.
      }
    },
  }
  return state
}
