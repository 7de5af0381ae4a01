import { useConnection, useSwitchChain } from 'wagmi'
import type { DemoClients } from './createDemoClients'

/** One button per configured network that switches the connected wallet to it. */
export function SwitchNetworkCard({ networks }: Pick<DemoClients, 'networks'>) {
  const { address, chainId } = useConnection()
  const switchChain = useSwitchChain()
  return (
    <section aria-labelledby="switch-heading">
      <h2 id="switch-heading">Switch network</h2>
      {networks.map((network) => (
        <button
          key={network.caipNetworkId}
          type="button"
          disabled={!address || network.id === chainId || switchChain.isPending}
          onClick={() => switchChain.mutate({ chainId: Number(network.id) })}
        >
          Switch to {network.name}
        </button>
      ))}
      {switchChain.error ? <p role="alert">{switchChain.error.message}</p> : null}
    </section>
  )
}
