// The frame page's script (bundled by server/buildFrameScript.ts): finds the parent's origin,
// refuses any parent not on the allow-list, answers the parent's requests, then signals READY.
import { createFrameApi } from './createFrameApi'
import { createFrameHost, type TokenStorage } from './createFrameHost'
import { readParentOrigin } from './readParentOrigin'

const TOKEN_KEY = '@appkit-secure/session'

function tokenStorage(): TokenStorage {
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
        return store?.getItem(TOKEN_KEY) ?? memory
      } catch {
        return memory
      }
    },
    set: (token) => {
      memory = token
      try {
        store?.setItem(TOKEN_KEY, token)
      } catch {}
    },
    clear: () => {
      memory = undefined
      try {
        store?.removeItem(TOKEN_KEY)
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
    const host = createFrameHost({
      api: createFrameApi(window.location.origin),
      storage: tokenStorage(),
      post: (message) => window.parent.postMessage(message, parentOrigin),
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
