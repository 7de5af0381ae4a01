/**
 * Who logged in: an e-mail address (lower-cased) or an OpenID Connect subject of an issuer. The
 * two live in separate key spaces: a social subject that looks like an e-mail never opens that
 * e-mail's wallet.
 */
export type LoginIdentity =
  | { kind: 'email'; email: string }
  | { kind: 'social'; issuer: string; subject: string }

/** The wallet key of `identity`: `email:<address>` or `social:["<iss>","<sub>"]`. */
export function walletKeyOf(identity: LoginIdentity): string {
  return identity.kind === 'email'
    ? `email:${identity.email}`
    : `social:${JSON.stringify([identity.issuer, identity.subject])}`
}
