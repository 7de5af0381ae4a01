import { useAppKitAccount, useAppKitNetwork } from '@appkit/scaffold'
import { useState } from 'react'
import type { DemoClients } from './createDemoClients'

/** One button per configured network, switching through AppKit (`useAppKitNetwork`). */
export function SwitchNetworkCard({ networks }: Pick<DemoClients, 'networks'>) {
  const { caipNetworkId, switchNetwork } = useAppKitNetwork()
  const { isConnected } = useAppKitAccount()
  const [error, setError] = useState<string>()
  return (
    <section className="card" aria-labelledby="switch-heading">
      <h2 id="switch-heading">Switch network</h2>
      <p className="card-lede">Moves the wallet to another configured network through AppKit.</p>
      <div className="card-actions">
        {networks.map((network) => (
          <button
            key={network.caipNetworkId}
            type="button"
            disabled={!isConnected || network.caipNetworkId === caipNetworkId}
            onClick={() => {
              setError(undefined)
              switchNetwork(network).catch((cause: unknown) =>
                setError(cause instanceof Error ? cause.message : String(cause)),
              )
            }}
          >
            Switch to {network.name}
          </button>
        ))}
      </div>
      {error ? <p role="alert">{error}</p> : null}
    </section>
  )
}
