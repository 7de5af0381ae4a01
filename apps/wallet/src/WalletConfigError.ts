/** The page's configuration (relay URL, query parameters) is missing or invalid. */
export class WalletConfigError extends Error {
  override readonly name = 'WalletConfigError'
}
