import type { ProposalTypes } from '@walletconnect/types'
import type { PendingProposal } from '../WalletSnapshot'
import { DappIdentity } from './DappIdentity'

function requested(params: ProposalTypes.Struct) {
  const all = [
    ...Object.values(params.requiredNamespaces ?? {}),
    ...Object.values(params.optionalNamespaces ?? {}),
  ]
  const unique = (values: string[]) => [...new Set(values)].join(', ') || 'none'
  return {
    chains: unique(all.flatMap((ns) => ns.chains ?? [])),
    methods: unique(all.flatMap((ns) => ns.methods)),
    events: unique(all.flatMap((ns) => ns.events)),
  }
}

/** A session proposal with the dapp's metadata, what it asks for, and Approve / Reject. */
export function ProposalCard(props: {
  proposal: PendingProposal
  onApprove: () => void
  onReject: () => void
}) {
  const { params } = props.proposal
  const name = String(params.proposer.metadata.name)
  const asked = requested(params)
  return (
    <article className="card" aria-label={`Connection request from ${name}`}>
      <DappIdentity metadata={params.proposer.metadata} />
      <dl>
        <dt>Chains</dt>
        <dd>{asked.chains}</dd>
        <dt>Methods</dt>
        <dd>{asked.methods}</dd>
        <dt>Events</dt>
        <dd>{asked.events}</dd>
      </dl>
      <div className="actions">
        <button type="button" onClick={props.onApprove}>
          Approve
        </button>
        <button type="button" className="secondary" onClick={props.onReject}>
          Reject
        </button>
      </div>
    </article>
  )
}
