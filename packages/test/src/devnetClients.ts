import { createPublicClient, createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevnetChain } from './DevnetInfo'
import type { DevAccount } from './devAccounts'
import { devnetViemChain } from './devnetViemChain'

/** A viem public client for a devnet chain, polling fast (anvil mines each transaction at once). */
export function devnetPublicClient(chain: DevnetChain) {
  return createPublicClient({
    chain: devnetViemChain(chain),
    transport: http(chain.rpcUrl),
    pollingInterval: 50,
  })
}

/** A viem wallet client that signs locally with a dev account's (public test) key. */
export function devnetWalletClient(chain: DevnetChain, account: DevAccount) {
  return createWalletClient({
    account: privateKeyToAccount(account.privateKey),
    chain: devnetViemChain(chain),
    transport: http(chain.rpcUrl),
  })
}
