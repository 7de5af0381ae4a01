import { useId } from 'react'
import type { HDAccount } from 'viem'
import type { WalletChain } from '../executeSigningRequest'

/** The active account and chain, as two labelled selects. */
export function AccountBar(props: {
  accounts: readonly HDAccount[]
  chains: readonly WalletChain[]
  accountIndex: number
  chainId: number
  onAccount: (index: number) => void
  onChain: (chainId: number) => void
}) {
  const accountId = useId()
  const chainId = useId()
  return (
    <div className="bar">
      <label htmlFor={accountId}>Account</label>
      <select
        id={accountId}
        value={props.accountIndex}
        onChange={(event) => props.onAccount(Number(event.target.value))}
      >
        {props.accounts.map((account, index) => (
          <option key={account.address} value={index}>
            {account.address}
          </option>
        ))}
      </select>
      <label htmlFor={chainId}>Chain</label>
      <select
        id={chainId}
        value={props.chainId}
        onChange={(event) => props.onChain(Number(event.target.value))}
      >
        {props.chains.map((chain) => (
          <option key={chain.chainId} value={chain.chainId}>
            {chain.name} ({chain.chainId})
          </option>
        ))}
      </select>
    </div>
  )
}
