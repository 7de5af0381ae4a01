/** A mistake in how the dev wallet is set up or driven (bad options, unknown mode or account). */
export class DevWalletConfigError extends Error {
  override name = 'DevWalletConfigError'
}
