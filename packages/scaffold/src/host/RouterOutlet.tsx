import { Spinner, ViewTransition } from '@appkit/ui'
import { Component, type ReactNode, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { viewRegistry } from '../views/viewRegistry'
import { getLazyView } from './getLazyView'
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
 * over the view registry), fading in with the 150 ms view transition. A view without a loader,
 * or whose chunk fails, shows a short notice instead.
 */
export function RouterOutlet() {
  const { core, t } = useModalContext()
  const { view } = useSnapshot(core.router)
  const View = getLazyView(viewRegistry, view)
  return (
    <ViewTransition viewKey={view}>
      {View ? (
        <ViewErrorBoundary
          key={view}
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
  )
}
