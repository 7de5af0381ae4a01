import type { SessionTypes } from '@walletconnect/types'
import { sessionChainIds } from '../walletNamespaces'
import { DappIdentity } from './DappIdentity'

/** The connected dapps, each with its chains and a Disconnect button. */
export function SessionList(props: {
  sessions: readonly SessionTypes.Struct[]
  onDisconnect: (topic: string) => void
}) {
  if (props.sessions.length === 0) return <p className="muted">No dapp is connected.</p>
  return (
    <ul className="sessions">
      {props.sessions.map((session) => {
        const name = String(session.peer.metadata.name)
        return (
          <li key={session.topic} className="card" aria-label={`Session with ${name}`}>
            <DappIdentity metadata={session.peer.metadata} />
            <p>Chains: {sessionChainIds(session.namespaces).join(', ')}</p>
            <button
              type="button"
              className="secondary"
              aria-label={`Disconnect ${name}`}
              onClick={() => props.onDisconnect(session.topic)}
            >
              Disconnect
            </button>
          </li>
        )
      })}
    </ul>
  )
}
