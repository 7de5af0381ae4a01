import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getTransactionExplorerUrl } from './getTransactionExplorerUrl'
import { TransactionReceipt } from './TransactionReceipt'

const SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
const explorer = (url: string) => ({ blockExplorers: { default: { name: 'Explorer', url } } })
const messages = {
  title: 'Sent 0.5 SOL',
  transaction: `Transaction ${SIGNATURE}`,
  viewTransaction: 'View transaction',
  done: 'Back to account',
}

describe('the receipt link (getTransactionExplorerUrl)', () => {
  it("builds '{explorer}/tx/{hash}' for every namespace's hash, under the explorer's path, keeping its query", () => {
    expect(getTransactionExplorerUrl('0xabc', explorer('https://etherscan.io/'))).toBe(
      'https://etherscan.io/tx/0xabc',
    )
    expect(getTransactionExplorerUrl(SIGNATURE, explorer('https://solscan.io'))).toBe(
      `https://solscan.io/tx/${SIGNATURE}`,
    )
    expect(
      getTransactionExplorerUrl(
        SIGNATURE,
        explorer(
          'https://api.my.dapp/explorer/solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1?projectId=p1',
        ),
      ),
    ).toBe(
      `https://api.my.dapp/explorer/solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1/tx/${SIGNATURE}?projectId=p1`,
    )
  })

  it('links https, and http only on the loopback (a local explorer); never another scheme or host', () => {
    expect(getTransactionExplorerUrl('1', explorer('http://127.0.0.1:8787/explorer/x'))).toBe(
      'http://127.0.0.1:8787/explorer/x/tx/1',
    )
    for (const url of ['http://explorer.example', 'javascript:alert(1)//', 'not a url'])
      expect(getTransactionExplorerUrl('1', explorer(url))).toBeUndefined()
    expect(getTransactionExplorerUrl('1', {})).toBeUndefined()
    // A hash cannot leave the explorer's path.
    expect(getTransactionExplorerUrl('../../x?y#z', explorer('https://e.example/a'))).toBe(
      'https://e.example/a/tx/..%2F..%2Fx%3Fy%23z',
    )
  })
})

describe('TransactionReceipt', () => {
  it("links the signature on the network's local explorer, and shows no link without an explorer", () => {
    const { unmount } = render(
      <TransactionReceipt
        hash={SIGNATURE}
        network={explorer('http://127.0.0.1:8787/explorer/solana:abc')}
        messages={messages}
        onDone={() => undefined}
      />,
    )
    expect(screen.getByRole('status').textContent).toBe('Sent 0.5 SOL')
    expect(screen.getByRole('link', { name: 'View transaction' }).getAttribute('href')).toBe(
      `http://127.0.0.1:8787/explorer/solana:abc/tx/${SIGNATURE}`,
    )
    unmount()
    render(
      <TransactionReceipt
        hash={SIGNATURE}
        network={{}}
        messages={messages}
        onDone={() => undefined}
      />,
    )
    expect(screen.getByText(`Transaction ${SIGNATURE}`)).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
