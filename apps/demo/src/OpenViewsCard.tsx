import type { View } from '@appkit/core'
import { useAppKit, useAppKitAccount, useDisconnect } from '@appkit/scaffold'

/** The views of this slice a dapp opens directly; the others open from inside the modal. */
const VIEWS: readonly View[] = ['Connect', 'AllWallets', 'Account', 'Networks', 'ProfileWallets']

/** One button per view (`open({ view })`), plus close and disconnect. */
export function OpenViewsCard() {
  const { open, close } = useAppKit()
  const { disconnect } = useDisconnect()
  const { isConnected } = useAppKitAccount()
  return (
    <section className="card" aria-labelledby="views-heading">
      <h2 id="views-heading">Open a view</h2>
      <p className="card-lede">Opens the modal straight at a view, closes it, or disconnects.</p>
      <div className="card-actions">
        {VIEWS.map((view) => (
          <button key={view} type="button" onClick={() => void open({ view })}>
            Open {view}
          </button>
        ))}
        <button type="button" onClick={() => void close()}>
          Close the modal
        </button>
        <button type="button" disabled={!isConnected} onClick={() => void disconnect()}>
          Disconnect
        </button>
      </div>
    </section>
  )
}
