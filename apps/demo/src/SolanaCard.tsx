import type { CaipAddress } from '@appkit/core'
import { type AppKit, useAppKitAccount } from '@appkit/scaffold'
import { useState } from 'react'
import { ActionResult } from './ActionResult'

/**
 * The Solana account as AppKit's hooks report it (beside the EVM one: each namespace keeps its
 * account), and a message signed with it through the Solana adapter: the wallet signs with its
 * ed25519 key (signature in base58).
 */
export function SolanaCard({ appKit }: { appKit: AppKit }) {
  const account = useAppKitAccount({ namespace: 'solana' })
  const [message, setMessage] = useState('Hello from the AppKit demo on Solana')
  const [result, setResult] = useState<{ value?: string; error?: Error; pending: boolean }>({
    pending: false,
  })
  const sign = async () => {
    const adapter = appKit.core.chain.adapters.solana
    const caipAddress = account.caipAddress as CaipAddress | undefined
    if (!adapter || !caipAddress) return
    setResult({ pending: true })
    try {
      // The wallet asks its user (as wagmi's signMessage on EVM): its ed25519 signature, base58.
      const value = await adapter.signMessage({ message, caipAddress })
      setResult({ value, pending: false })
    } catch (error) {
      setResult({ error: error as Error, pending: false })
    }
  }
  return (
    <section className="card" aria-labelledby="solana-heading">
      <h2 id="solana-heading">Solana account (AppKit hooks)</h2>
      <p className="card-lede">
        The Solana devnet account beside the EVM one, and a message signed with its key.
      </p>
      <dl>
        <dt>Status</dt>
        <dd data-testid="solana-status">{account.status ?? 'disconnected'}</dd>
        <dt>Address</dt>
        <dd data-testid="solana-address">{account.address ?? '—'}</dd>
      </dl>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void sign()
        }}
      >
        <label>
          Text to sign on Solana{' '}
          <input value={message} onChange={(event) => setMessage(event.target.value)} />
        </label>
        <button type="submit" disabled={!account.address || result.pending}>
          Sign on Solana
        </button>
      </form>
      <ActionResult
        testId="solana-signature"
        label="Signature"
        value={result.value}
        error={result.error ?? null}
        pending={result.pending}
      />
    </section>
  )
}
