import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { loadView } from '../views/loadView'
import { openingViews } from '../views/openingViews'
import type { AppKit, OpenOptions } from './AppKit'

type ModalHostModule = typeof import('../host/mountModalHost')

let hostModule: Promise<ModalHostModule> | undefined

/** Loads the modal host's chunk once (a failed load is tried again next time). */
export function loadModalHost(): Promise<ModalHostModule> {
  if (!hostModule) {
    const promise = import('../host/mountModalHost')
    hostModule = promise
    promise.catch(() => {
      if (hostModule === promise) hostModule = undefined
    })
  }
  return hostModule
}

/**
 * Loads the chunks opening the modal with `parameters` needs: the modal host's and, at the same
 * time, the Connect view's when it opens on Connect; another view's (the given view, else the
 * one `open()` picks: Account when connected, ...) through the view registry, which comes with
 * the host's chunk. Starts the adapters that load on demand without waiting for them (their
 * wallets join Connect when they arrive). Fetches our own scripts only, never a service; mounts nothing. The buttons
 * call it when the visitor points at, focuses or presses them, and `open()` awaits it, so the
 * first view renders at once. Resolves when they have loaded, or one failed (the outlet then
 * loads the view itself).
 */
export async function preloadModal(
  appKit: Pick<AppKit, 'core'>,
  parameters: Pick<OpenOptions, 'view' | 'data'> = {},
): Promise<void> {
  // AppKit's panel names ('Swap', ...) preload the panel they open.
  const { view, data } = parameters.view
    ? controllers.router.resolveOpenableView(parameters.view, parameters.data)
    : {
        view: controllers.modalOpen.getOpeningView(flows.getModalContext(appKit.core)),
        data: parameters.data,
      }
  // Adapters that load on demand (createLazyAdapter) start loading too, but nothing waits for
  // them: their wallets join the Connect list when their code arrives (the adapter reports its
  // connectors), so a namespace's library never holds back the modal (the open benchmark's
  // waterfall: the Solana adapter's chunks were the last to arrive after the click).
  void flows.loadDeferredAdapters(appKit.core)
  try {
    const [host] = await Promise.all([
      loadModalHost(),
      view === 'Connect' ? loadView(openingViews.Connect) : undefined,
    ])
    const loader = host.getViewLoader(view, data)
    if (loader) await loadView(loader)
  } catch {
    // open() reports a host that cannot load; the outlet, a view that cannot.
  }
}
