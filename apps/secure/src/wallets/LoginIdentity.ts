/**
 * Who logged in: an e-mail address (lower-cased), an OpenID Connect subject of an issuer, or a
 * Farcaster ID. Each lives in its own key space: a social subject that looks like an e-mail
 * never opens that e-mail's wallet, and a FID never opens either.
 */
export type LoginIdentity =
  | { kind: 'email'; email: string }
  | { kind: 'social'; issuer: string; subject: string }
  | { kind: 'farcaster'; fid: number }

/** The wallet key of `identity`: `email:<address>`, `social:["<iss>","<sub>"]` or `farcaster:<fid>`. */
export function walletKeyOf(identity: LoginIdentity): string {
  if (identity.kind === 'email') return `email:${identity.email}`
  if (identity.kind === 'farcaster') return `farcaster:${identity.fid}`
  return `social:${JSON.stringify([identity.issuer, identity.subject])}`
}
