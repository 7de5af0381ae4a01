import { base58 } from '@scure/base'
import { bytesToHex } from 'viem'
import { displayMessage, type FormattedRequest } from './formatSigningRequest'
import type { NamespaceRequest } from './readNamespaceRequest'

/**
 * Formats a Solana or Bitcoin message request for its approval prompt: the title, the account,
 * the chain, the message as text when it is printable UTF-8 (else hex), and for Bitcoin the
 * signature scheme.
 */
export function formatNamespaceRequest(request: NamespaceRequest): FormattedRequest {
  const common = [
    { label: 'Account', value: request.address },
    { label: 'Chain', value: request.chain },
  ]
  if (request.method === 'solana_signMessage')
    return {
      title: 'Sign a Solana message',
      rows: [
        ...common,
        { label: 'Message', value: displayMessage(bytesToHex(base58.decode(request.message))) },
      ],
    }
  return {
    title: 'Sign a Bitcoin message',
    rows: [
      ...common,
      { label: 'Message', value: request.message },
      { label: 'Scheme', value: 'BIP-322 (simple)' },
    ],
  }
}
