import { subscribe } from 'valtio'
import { type AppKitCore, SDK_TYPE, SDK_VERSION } from '../client/createAppKitCore'
import type { FrameMessenger } from '../controllers/frame/frameMessenger'

/** What SYNC_THEME carries (SPEC §3 'Theme: themeMode (light or dark), themeVariables'). */
export type FrameThemePayload = {
  themeMode: 'light' | 'dark'
  themeVariables: Record<string, string | number>
}

/** What SYNC_DAPP_DATA carries: the dapp's metadata and the SDK's identity. */
export type FrameDappDataPayload = {
  metadata?: { name: string; description: string; url: string; icons: string[] }
  projectId?: string
  sdkType: string
  sdkVersion: string
}

/** The instance's theme as SYNC_THEME sends it. */
export function frameThemeOf(core: AppKitCore): FrameThemePayload {
  return { themeMode: core.theme.themeMode, themeVariables: { ...core.theme.themeVariables } }
}

/** The instance's dapp data as SYNC_DAPP_DATA sends it. */
export function frameDappDataOf(core: AppKitCore): FrameDappDataPayload {
  const { metadata, projectId } = core.options
  return {
    ...(metadata ? { metadata: { ...metadata, icons: [...metadata.icons] } } : {}),
    ...(projectId ? { projectId } : {}),
    sdkType: core.options.sdkType ?? SDK_TYPE,
    sdkVersion: core.options.sdkVersion ?? SDK_VERSION,
  }
}

/**
 * Keeps the embedded wallet frame in step with the instance (SPEC §7 'sync theme, sync dapp data,
 * rpc abort'): SYNC_DAPP_DATA and SYNC_THEME once the frame is ready, SYNC_THEME again whenever
 * the theme mode or variables change, and RPC_ABORT for the wallet requests still pending when
 * the modal closes (they reject with 'Request was aborted'). Returns the unsubscribe.
 */
export function syncEmbeddedFrame(core: AppKitCore, messenger: FrameMessenger): () => void {
  const send = (type: string, payload: unknown) => {
    messenger.request(type, payload).catch(() => {})
  }
  send('SYNC_DAPP_DATA', frameDappDataOf(core))
  send('SYNC_THEME', frameThemeOf(core))
  const offTheme = subscribe(core.theme, () => send('SYNC_THEME', frameThemeOf(core)))
  let wasOpen = core.modal.open
  const offModal = subscribe(core.modal, () => {
    if (wasOpen && !core.modal.open) messenger.abortRpcRequests()
    wasOpen = core.modal.open
  })
  return () => {
    offTheme()
    offModal()
  }
}
