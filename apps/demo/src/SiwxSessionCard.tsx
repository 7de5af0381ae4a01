import { useAppKitSiwx } from '@appkit/scaffold'

/** Shown with sign-in on (`?siwx=…`): whether the visitor is signed in, as whom, and Sign out. */
export function SiwxSessionCard() {
  const { isSignedIn, session, signOut } = useAppKitSiwx()
  return (
    <section className="card" aria-labelledby="siwx-heading">
      <h2 id="siwx-heading">Sign-in (useAppKitSiwx)</h2>
      <p className="card-lede">The sign-in session the wallet signed, and signing out.</p>
      <p data-testid="siwx-session">
        {isSignedIn && session
          ? `Signed in as ${session.accountAddress} on ${session.chainId}`
          : 'Not signed in'}
      </p>
      <button type="button" disabled={!isSignedIn} onClick={() => void signOut()}>
        Sign out
      </button>
    </section>
  )
}
