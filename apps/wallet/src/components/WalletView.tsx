import { useSyncExternalStore } from 'react'
import type { WalletStore } from '../createWalletStore'
import { AccountBar } from './AccountBar'
import { PairForm } from './PairForm'
import { ProposalCard } from './ProposalCard'
import { RequestCard } from './RequestCard'
import { SessionList } from './SessionList'

/** The wallet page once WalletKit is up: account and chain, pairing, prompts, sessions, activity. */
export function WalletView({ store }: { store: WalletStore }) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot)
  return (
    <>
      <section aria-labelledby="account-heading">
        <h2 id="account-heading">Account and chain</h2>
        <AccountBar
          accounts={store.accounts}
          chains={store.chains}
          accountIndex={state.accountIndex}
          chainId={state.chainId}
          onAccount={(index) => void store.selectAccount(index)}
          onChain={(chainId) => void store.selectChain(chainId)}
        />
        <ul aria-label="Other accounts">
          {store.extraAccounts.map((account) => (
            <li key={account.chain}>
              {account.chain}: <code>{account.address}</code>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pair-heading">
        <h2 id="pair-heading">Pair with a dapp</h2>
        <PairForm error={state.pairError} onPair={(uri) => void store.pair(uri)} />
      </section>
      <section aria-labelledby="proposals-heading">
        <h2 id="proposals-heading">Connection requests ({state.proposals.length})</h2>
        {state.proposals.map((proposal) => (
          <ProposalCard
            key={proposal.id}
            proposal={proposal}
            onApprove={() => void store.approveProposal(proposal.id)}
            onReject={() => void store.rejectProposal(proposal.id)}
          />
        ))}
      </section>
      <section aria-labelledby="requests-heading">
        <h2 id="requests-heading">Requests ({state.requests.length})</h2>
        {state.requests.map((pending) => (
          <RequestCard
            key={pending.id}
            pending={pending}
            onApprove={() => void store.approveRequest(pending.id)}
            onReject={() => void store.rejectRequest(pending.id)}
          />
        ))}
      </section>
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Sessions ({state.sessions.length})</h2>
        <SessionList sessions={state.sessions} onDisconnect={(t) => void store.disconnect(t)} />
      </section>
      <section aria-labelledby="activity-heading">
        <h2 id="activity-heading">Activity</h2>
        <div role="log" aria-live="polite">
          <ol className="activity">
            {state.activity.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows at its end
              <li key={index}>{line}</li>
            ))}
          </ol>
        </div>
      </section>
    </>
  )
}
