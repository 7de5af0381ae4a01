import { getDeepActiveElement, Spinner, ViewTransition } from '@appkit/ui'
import { Component, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { getLoadedView } from '../views/loadView'
import type { ViewLoader } from '../views/viewModule'
import { getLazyView } from './getLazyView'
import { getOutletView } from './getOutletView'
import { useModalContext } from './ModalContext'

class ViewErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/**
 * One view: rendered at once when its chunk has already loaded (opening the modal loads it
 * first, see preloadModal: no Suspense fallback, so React never holds the view back to pace a
 * fallback's reveal), else lazily under the outlet's Suspense. Chosen once per view shown, so the
 * component never changes under a mounted view.
 */
function OutletView({ loader }: { loader: ViewLoader }) {
  const [View] = useState(() => getLoadedView(loader) ?? getLazyView(loader))
  return <View />
}

/**
 * The router outlet: the current view, each one its own chunk loaded on demand (at once when
 * already loaded, else React.lazy over the view registry; the 'FeaturePanel' view over the feature panels), fading in with the 150 ms view transition. A view without a loader,
 * or whose chunk fails, shows a short notice instead. After a view change focus stays in the
 * dialog (the control that was pressed went away with the old view).
 */
export function RouterOutlet() {
  const { core, t } = useModalContext()
  const { view, data } = useSnapshot(core.router)
  const features = useSnapshot(core.features)
  const { key, loader } = getOutletView(view, data, features)
  const outlet = useRef<HTMLDivElement>(null)
  const previousView = useRef(view)
  useEffect(() => {
    if (previousView.current === view) return
    previousView.current = view
    // The control that led here left with the old view: keep keyboard focus in the dialog.
    const dialog = outlet.current?.closest<HTMLElement>('[role="dialog"]')
    const active = getDeepActiveElement()
    if (dialog && !(active instanceof Node && dialog.contains(active))) dialog.focus()
  }, [view])
  return (
    <div ref={outlet}>
      <ViewTransition viewKey={key}>
        {loader ? (
          <ViewErrorBoundary
            key={key}
            fallback={<p className="ak-host-notice">{t('host.viewFailed')}</p>}
          >
            <Suspense
              fallback={
                <div className="ak-host-loading">
                  <Spinner label={t('host.loadingView')} />
                </div>
              }
            >
              <OutletView loader={loader} />
            </Suspense>
          </ViewErrorBoundary>
        ) : (
          <p className="ak-host-notice">{t('host.viewUnavailable')}</p>
        )}
      </ViewTransition>
    </div>
  )
}
