import { randomUUID } from 'node:crypto'

/** What the Farcaster app posted to a channel (FIP-11 'authenticate'). */
export type ChannelAnswer = {
  message: string
  signature: `0x${string}`
  fid: number
  username?: string
  displayName?: string
  bio?: string
  pfpUrl?: string
}

/** A relay channel: what the relying party asked for, then the app's answer. */
export type Channel = {
  channelToken: string
  nonce: string
  url: string
  siweUri: string
  domain: string
  expiresAt: number
  answer?: ChannelAnswer
}

/** Channels kept at most; the oldest go first. */
const MAX_CHANNELS = 10_000

/**
 * The relay stand-in's channels (FIP-11 Sign In With Farcaster): opened by a relying party,
 * answered once by the Farcaster app, read by the relying party; each lives `ttlMs`.
 */
export class FarcasterChannels {
  readonly #channels = new Map<string, Channel>()
  readonly #now: () => number
  readonly #ttlMs: number

  constructor(now: () => number, ttlMs: number) {
    this.#now = now
    this.#ttlMs = ttlMs
  }

  /** Opens a channel; `makeUrl` builds its deep link from the token. */
  open(
    request: Omit<Channel, 'channelToken' | 'url' | 'expiresAt'>,
    makeUrl: (token: string) => string,
  ) {
    const channelToken = randomUUID()
    const channel: Channel = {
      ...request,
      channelToken,
      url: makeUrl(channelToken),
      expiresAt: this.#now() + this.#ttlMs,
    }
    if (this.#channels.size >= MAX_CHANNELS) {
      const oldest = this.#channels.keys().next().value
      if (oldest !== undefined) this.#channels.delete(oldest)
    }
    this.#channels.set(channelToken, channel)
    return channel
  }

  /** The live channel of `token`, else undefined (unknown or expired: an expired one is dropped). */
  get(token: string | undefined): Channel | undefined {
    const channel = token ? this.#channels.get(token) : undefined
    if (!channel) return undefined
    if (channel.expiresAt <= this.#now()) {
      this.#channels.delete(channel.channelToken)
      return undefined
    }
    return channel
  }
}
