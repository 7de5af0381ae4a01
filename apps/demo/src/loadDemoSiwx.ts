import type { SiwxConfig } from '@appkit/core'

/**
 * The demo's sign-in config: only when the page's query asks for it (`?siwx=required`), so the
 * demo's default page and its first load stay without SIWX; @appkit/siwx then loads as its own
 * chunk. Sessions are kept in this page's localStorage.
 */
export async function loadDemoSiwx(search: string = window.location.search) {
  if (new URLSearchParams(search).get('siwx') !== 'required') return undefined
  const { createSiwxConfig } = await import('@appkit/siwx')
  const siwx: SiwxConfig = createSiwxConfig({
    required: true,
    statement: 'Sign in to the AppKit demo',
  })
  return siwx
}
