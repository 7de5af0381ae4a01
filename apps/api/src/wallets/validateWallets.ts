import type { Wallet } from './Wallet'

/** Custom URL schemes of the dataset's wallets, checked by hand; every other link must be https. */
export const vettedSchemes: ReadonlySet<string> = new Set([
  'metamask',
  'trust',
  'cbwallet',
  'rainbow',
  'phantom',
  'solflare',
  'ledgerlive',
  'zerion',
  'uniswap',
  'rabby',
  'okex',
  'argent',
  'imtokenv2',
  'exodus',
  'magiceden',
  'xverse',
  'subwallet',
  'novawallet',
  'keplrwallet',
  'leapcosmos',
  'cosmostation',
])

const linkFields = [
  'mobile_link',
  'desktop_link',
  'webapp_link',
  'homepage',
  'app_store',
  'play_store',
  'chrome_store',
] as const
const caip2 = /^(eip155|solana|bip122|polkadot|cosmos):[-_a-zA-Z0-9]{1,32}$/
const idPattern = /^[a-z0-9-]{2,64}$/

/** A wallet entry broke a registry rule; the message names the wallet and the field. */
export class InvalidWalletError extends Error {
  override readonly name = 'InvalidWalletError'
}

/** Whether a link is https or a vetted custom scheme (never javascript:, data:, vbscript:, file:, http:). */
export function isSafeWalletLink(link: string): boolean {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return false
  }
  const scheme = url.protocol.slice(0, -1).toLowerCase()
  if (scheme === 'https') return url.hostname.length > 0
  return vettedSchemes.has(scheme)
}

/** Checks every entry (unique ids, names, CAIP-2 chains, safe links) and returns them frozen. */
export function validateWallets(wallets: readonly Wallet[]): readonly Wallet[] {
  const ids = new Set<string>()
  for (const wallet of wallets) {
    if (!idPattern.test(wallet.id))
      throw new InvalidWalletError(`wallet id ${JSON.stringify(wallet.id)} is not a slug`)
    if (ids.has(wallet.id)) throw new InvalidWalletError(`wallet id ${wallet.id} is duplicated`)
    ids.add(wallet.id)
    if (wallet.name.trim() === '' || wallet.name.length > 64)
      throw new InvalidWalletError(`wallet ${wallet.id} has no valid name`)
    if (wallet.chains.length === 0)
      throw new InvalidWalletError(`wallet ${wallet.id} supports no chain`)
    for (const chain of wallet.chains) {
      if (!caip2.test(chain))
        throw new InvalidWalletError(`wallet ${wallet.id} has chain ${chain}, not CAIP-2`)
    }
    for (const field of linkFields) {
      const link = wallet[field]
      if (link !== null && !isSafeWalletLink(link)) {
        throw new InvalidWalletError(`wallet ${wallet.id} has an unsafe ${field}: ${link}`)
      }
    }
  }
  return Object.freeze(
    wallets.map((wallet) => Object.freeze({ ...wallet, chains: [...wallet.chains] })),
  )
}
