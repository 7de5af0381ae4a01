import { formatUnits } from 'viem'
import { useBalance, useConnection } from 'wagmi'
import type { DemoClients } from './createDemoClients'

/** The connected account as the dapp's own wagmi hooks see it: address, chain and balance. */
export function AccountSummary({ networks }: Pick<DemoClients, 'networks'>) {
  const { address, chainId, status } = useConnection()
  const balance = useBalance({ address, chainId, query: { enabled: Boolean(address) } })
  const network = networks.find((candidate) => candidate.id === chainId)
  return (
    <section className="card" aria-labelledby="account-heading">
      <h2 id="account-heading">Account (wagmi hooks)</h2>
      <p className="card-lede">
        The same account as the dapp's own wagmi hooks see it, through the shared config.
      </p>
      <dl>
        <dt>Status</dt>
        <dd data-testid="wagmi-status">{status}</dd>
        <dt>Address</dt>
        <dd data-testid="wagmi-address">{address ?? '—'}</dd>
        <dt>Chain</dt>
        <dd data-testid="wagmi-chain">
          {chainId === undefined ? '—' : `${network?.name ?? 'Unknown'} (${chainId})`}
        </dd>
        <dt>Balance</dt>
        <dd data-testid="wagmi-balance">
          {balance.data
            ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}`
            : '—'}
        </dd>
      </dl>
    </section>
  )
}
