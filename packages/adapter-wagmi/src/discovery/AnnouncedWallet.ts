import type { EIP1193Provider } from 'viem'

/** A wallet that announced itself through EIP-6963 and passed the checks. */
export type AnnouncedWallet = {
  readonly uuid: string
  readonly name: string
  readonly rdns: string
  /** A `data:image/*` URI, or undefined when the announced icon was not one (use a fallback). */
  readonly icon: string | undefined
  readonly provider: EIP1193Provider
}

/** Why an announcement was flagged as a possible imitation (HOSTILE §B). */
export type ImitationWarning = {
  readonly reason: 'duplicate-uuid' | 'duplicate-rdns'
  readonly uuid: string
  readonly rdns: string
}
