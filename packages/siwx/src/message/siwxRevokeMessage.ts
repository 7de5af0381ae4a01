/**
 * The exact text a session's owner signs to revoke a server session (SPEC §7 `POST
 * /v1/sessions/{id}/revoke` with `pci` and `signature`): `pci` is the session id and the
 * signature is the owner's, in its namespace's signing scheme, over this text.
 *
 * @example
 * siwxRevokeMessage('8a6e0804-…') // 'Revoke AppKit session 8a6e0804-…'
 */
export function siwxRevokeMessage(sessionId: string): string {
  return `Revoke AppKit session ${sessionId}`
}
