import * as z from 'zod/mini'

/** Where a server session is found again: its id, network and address (kept in the browser). */
export type SiwxSessionRef = { id: string; chainId: string; accountAddress: string }

/** The stored list of session refs (at most a few, so it fits in one cookie). */
export const siwxSessionRefsSchema = z.array(
  z.object({ id: z.string(), chainId: z.string(), accountAddress: z.string() }),
)

/** The storage key (after core's '@appkit-wallet/' prefix) of the server session refs. */
export const SIWX_SESSION_REFS_KEY = 'siwx_server_sessions'
