import { useState } from 'react'
import { useConnection, useSignMessage } from 'wagmi'
import { ActionResult } from './ActionResult'

/** Signs a message with the connected wallet (EIP-191) and shows the signature. */
export function SignMessageCard() {
  const { address } = useConnection()
  const [message, setMessage] = useState('Hello from the AppKit demo')
  const sign = useSignMessage()
  return (
    <section className="card" aria-labelledby="sign-heading">
      <h2 id="sign-heading">Sign a message</h2>
      <p className="card-lede">Asks the connected wallet to sign a text (EIP-191).</p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          sign.mutate({ message })
        }}
      >
        <label>
          Message <input value={message} onChange={(event) => setMessage(event.target.value)} />
        </label>
        <button type="submit" disabled={!address || sign.isPending}>
          Sign message
        </button>
      </form>
      <ActionResult
        testId="signature"
        label="Signature"
        value={sign.data}
        error={sign.error}
        pending={sign.isPending}
      />
    </section>
  )
}
