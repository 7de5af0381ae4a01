import { createCookieBackend, type SiwxConfig } from '@appkit/core'

/**
 * The demo's sign-in config: only when the page's query asks for it, so the demo's default page
 * and its first load stay without SIWX; @appkit/siwx then loads as its own chunk.
 * `?siwx=required` keeps sessions in this page's localStorage; `?siwx=server` keeps them in
 * apps/api (`apiUrl`), with the session ids in a cookie, and signs out by revoking there.
 */
export async function loadDemoSiwx(
  search: string = window.location.search,
  apiUrl?: string,
): Promise<SiwxConfig | undefined> {
  const mode = new URLSearchParams(search).get('siwx')
  if (mode !== 'required' && mode !== 'server') return undefined
  const siwx = await import('@appkit/siwx')
  const statement = 'Sign in to the AppKit demo'
  if (mode === 'server' && apiUrl) {
    const storage = siwx.createSiwxApiStorage({ apiUrl, backend: createCookieBackend() })
    return siwx.createSiwxApiConfig({ storage, required: true, statement })
  }
  return siwx.createSiwxConfig({ required: true, statement })
}
