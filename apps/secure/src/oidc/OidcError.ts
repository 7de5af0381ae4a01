/** Why an OpenID Connect step was refused (bad request, code, PKCE verifier or id_token). */
export class OidcError extends Error {
  override name = 'OidcError'
}
