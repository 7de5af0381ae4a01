import type { View } from '@appkit/core'
import type { DemoClients } from './createDemoClients'

/** The views of this slice a dapp can open directly; the others open from inside the modal. */
const VIEWS: readonly View[] = ['Connect', 'AllWallets', 'Account', 'Networks', 'ProfileWallets']

/** One button per view: opens the modal on it (`open({ view })`). */
export function OpenViewsCard({ appKit }: Pick<DemoClients, 'appKit'>) {
  return (
    <section aria-labelledby="views-heading">
      <h2 id="views-heading">Open a view</h2>
      {VIEWS.map((view) => (
        <button key={view} type="button" onClick={() => void appKit.open({ view })}>
          Open {view}
        </button>
      ))}
    </section>
  )
}
