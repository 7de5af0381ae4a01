// The frame page's script (bundled by server/buildFrameScript.ts): finds the parent's origin,
// refuses any parent not on the allow-list, answers the parent's requests, then signals READY.

import { directionOf, pickSecureLocale, type SecureLocale } from '../i18n/secureLocales'
import { createApprovalPrompt } from './approval/createApprovalPrompt'
import { translateFrame } from './approval/translateFrame'
import { createFrameApi } from './createFrameApi'
import { createFrameHost, type TokenStorage } from './createFrameHost'
import { readParentOrigin } from './readParentOrigin'

const TOKEN_KEY = '@appkit-secure/session'
const CLIENT_KEY = '@appkit-secure/client'

/** This browser's client id (128 random bits), kept in the frame's storage when it can be. */
function clientId(): string {
  const storage = tokenStorage(CLIENT_KEY)
  const kept = storage.get()
  if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  storage.set(id)
  return id
}

function tokenStorage(key = TOKEN_KEY): TokenStorage {
  let memory: string | undefined
  const store = (() => {
    try {
      return window.localStorage
    } catch {
      return undefined
    }
  })()
  return {
    get: () => {
      try {
        return store?.getItem(key) ?? memory
      } catch {
        return memory
      }
    },
    set: (token) => {
      memory = token
      try {
        store?.setItem(key, token)
      } catch {}
    },
    clear: () => {
      memory = undefined
      try {
        store?.removeItem(key)
      } catch {}
    },
  }
}

const configText = document.getElementById('appkit-secure-config')?.textContent ?? '{}'
const allowed = (JSON.parse(configText) as { allowedOrigins?: string[] }).allowedOrigins ?? []
const parentOrigin = readParentOrigin(window.location, document.referrer)

if (window.parent !== window && parentOrigin && parentOrigin !== 'null') {
  if (!allowed.includes(parentOrigin)) {
    window.parent.postMessage({ type: 'UNVERIFIED_DOMAIN' }, parentOrigin)
  } else {
    const requested = new URL(window.location.href).searchParams.get('locale')
    const locale = pickSecureLocale([requested, ...navigator.languages])
    // The page speaks `next`: its lang and direction (Arabic right to left), title and prompt.
    const showIn = (next: SecureLocale) => {
      const t = translateFrame([next])
      document.documentElement.lang = next
      document.documentElement.dir = directionOf(next)
      document.title = t('pageTitle')
      return t
    }
    const container = document.getElementById('approval') ?? document.body
    const prompt = createApprovalPrompt({
      document,
      container,
      t: showIn(locale),
      parentOrigin,
      secureOrigin: window.location.origin,
      onHeight: (height) =>
        window.parent.postMessage({ type: 'FRAME_HEIGHT', payload: { height } }, parentOrigin),
    })
    const host = createFrameHost({
      api: createFrameApi(window.location.origin, fetch, clientId()),
      storage: tokenStorage(),
      post: (message) => window.parent.postMessage(message, parentOrigin),
      prompt,
      locale,
      onLocale: (next) => prompt.retranslate(showIn(next)),
      onTheme: (theme) => {
        const root = document.documentElement
        root.dataset.theme = theme.themeMode
        root.style.colorScheme = theme.themeMode
        for (const [name, value] of Object.entries(theme.themeVariables))
          root.style.setProperty(name, String(value))
      },
    })
    window.addEventListener('message', (event) => {
      if (event.source !== window.parent || event.origin !== parentOrigin) return
      void host.handle(event.data)
    })
    window.parent.postMessage({ type: 'READY' }, parentOrigin)
  }
}
