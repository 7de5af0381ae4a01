import type { ICore } from '@walletconnect/types'

/**
 * Replaces the Verify client of a WalletConnect core with one that asks no server.
 *
 * `@walletconnect/core` 2.25 attests every proposal and request of a dapp running in a browser
 * by loading an iframe from its vendor's verification host (`verify.register`), and a wallet
 * resolves attestations by fetching from that host (`verify.resolve`); the host is a private
 * constant with no option to turn it off or point it elsewhere (`metadata.verifyUrl` only names
 * a host from the vendor's trusted list). Our privacy rule is no request to an unconfigured
 * host, so the core is handed to SignClient through its documented `core` option with its
 * `verify` member (an `IVerify` of `ICore`) replaced: no attestation is made (`register`
 * resolves to '' — the empty attestation, which peers read as "none") and none is resolved
 * (wallets then show the request as UNKNOWN, never as verified).
 */
export function keepVerifyLocal(core: ICore): void {
  const verify = core.verify
  verify.register = async () => ''
  // The library's own resolve gives undefined when it has no answer; its declared type omits that.
  verify.resolve = async () => undefined as never
}
