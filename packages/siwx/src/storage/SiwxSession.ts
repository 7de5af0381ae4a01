import type { SiwxMessageData } from '../message/SiwxMessage'

/**
 * A signed-in session (SPEC §3 'SIWX session: data, message, signature, optional cacao'). The
 * `data` is always read back from `message`, never trusted from storage.
 */
export type SiwxSession = {
  data: SiwxMessageData
  /** The exact text the wallet signed. */
  message: string
  signature: string
  /** A CAIP-74 object capability, when the sign-in produced one. */
  cacao?: unknown
}
