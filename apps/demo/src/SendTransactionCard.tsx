import { useState } from 'react'
import { type Address, isAddress, parseEther } from 'viem'
import { useConnection, useSendTransaction, useWaitForTransactionReceipt } from 'wagmi'
import { ActionResult } from './ActionResult'

/** Anvil's second dev account: a PUBLIC test address that receives the demo's transfers. */
const DEFAULT_RECIPIENT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Sends native currency with the connected wallet; shows the hash and the receipt's status. */
export function SendTransactionCard() {
  const { address, chainId } = useConnection()
  const [to, setTo] = useState<string>(DEFAULT_RECIPIENT)
  const [amount, setAmount] = useState('0.001')
  const send = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash: send.data, chainId })
  return (
    <section className="card" aria-labelledby="send-heading">
      <h2 id="send-heading">Send a transaction</h2>
      <p className="card-lede">Sends native currency on the devnet and waits for the receipt.</p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (isAddress(to)) send.mutate({ to, value: parseEther(amount) })
        }}
      >
        <label>
          To <input value={to} onChange={(event) => setTo(event.target.value)} />
        </label>
        <label>
          Amount <input value={amount} onChange={(event) => setAmount(event.target.value)} />
        </label>
        <button type="submit" disabled={!address || send.isPending || !isAddress(to)}>
          Send transaction
        </button>
      </form>
      <ActionResult
        testId="transaction-hash"
        label="Transaction hash"
        value={send.data}
        error={send.error}
        pending={send.isPending}
      />
      <p>
        Receipt:{' '}
        <output data-testid="transaction-receipt">
          {send.data ? (receipt.data?.status ?? 'waiting for the receipt…') : '—'}
        </output>
      </p>
    </section>
  )
}
