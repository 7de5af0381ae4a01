/**
 * The one place the adapter meets a renamed wagmi action. wagmi 3 renamed `getAccount` and
 * `watchAccount` to `getConnection` and `watchConnection` (same parameters, same result) and keeps
 * the old names as aliases of the new ones; wagmi 2 has only the old names. Importing the old names
 * here loads on both majors; the rest of the adapter uses the new ones.
 */
export { getAccount as getConnection, watchAccount as watchConnection } from '@wagmi/core'
