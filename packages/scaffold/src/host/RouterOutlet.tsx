import { getDeepActiveElement, Spinner, ViewTransition } from '@appkit/ui'
import { Component, type ReactNode, Suspense, useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
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
 * The router outlet: the current view, each one its own chunk loaded on demand (React.lazy
 * over the view registry; the 'FeaturePanel' view over the feature panels), fading in with the 150 ms view transition. A view without a loader,
 * or whose chunk fails, shows a short notice instead. After a view change focus stays in the
 * dialog (the control that was pressed went away with the old view).
 */
export function RouterOutlet() {
  const { core, t } = useModalContext()
  const { view, data } = useSnapshot(core.router)
  const features = useSnapshot(core.features)
  const { key, component: View } = getOutletView(view, data, features)
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
        {View ? (
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
              <View />
            </Suspense>
          </ViewErrorBoundary>
        ) : (
          <p className="ak-host-notice">{t('host.viewUnavailable')}</p>
        )}
      </ViewTransition>
    </div>
  )
}
