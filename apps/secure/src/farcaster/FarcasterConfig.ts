import type { Address } from 'viem'
import type { FarcasterAppAccount } from './farcasterAppPage'

/** Farcaster login (Sign In With Farcaster) of the secure site. */
export type FarcasterConfig = {
  /** The ID registry (FID → custody address) and the configured chain it lives on. */
  registry: { address: Address; chainId: number }
  /**
   * The usernames of FIDs: the stand-in for the Farcaster name server (fnames), keyed by FID.
   * A FID without one logs in with no username.
   */
  names: Readonly<Record<string, string>>
  /**
   * The auth relay's base URL (FIP-11 `/v1/channel…`). Without it a local relay stand-in is
   * started on 127.0.0.1 (development and tests), serving the Farcaster app stand-in at `/app`
   * with `appAccounts`.
   */
  relayUrl?: string
  /** The Farcaster app stand-in's accounts (custody keys of registered FIDs). */
  appAccounts?: readonly FarcasterAppAccount[]
  /** The deep link a channel's URL starts with (default `farcaster://connect`). */
  deepLink?: string
  /** How long a sign-in waits for the app (default 5 minutes). */
  channelTtlMs?: number
}
