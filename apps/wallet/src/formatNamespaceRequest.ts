import { describeAminoSignDoc, describeDirectSignDoc } from '@appkit/dev-wallet/cosmos'
import { base58, base64 } from '@scure/base'
import { bytesToHex } from 'viem'
import { displayMessage, type FormattedRequest } from './formatSigningRequest'
import { isAdr036SignDoc } from './readCosmosRequest'
import type { NamespaceRequest } from './readNamespaceRequest'

/**
 * Formats a Solana, Bitcoin, Cosmos or Polkadot request for its approval prompt: the title, the
 * account, the chain, the message as text when it is printable UTF-8 (else hex), for Bitcoin the
 * signature scheme, for a Cosmos transaction each send, the fee, the memo and the sign doc's chain,
 * for a Polkadot transaction its call data, nonce, tip, genesis hash and runtime versions.
 */
export function formatNamespaceRequest(request: NamespaceRequest): FormattedRequest {
  const common = [
    { label: 'Account', value: request.address },
    { label: 'Chain', value: request.chain },
  ]
  if (request.method === 'polkadot_signMessage')
    return {
      title: 'Sign a Polkadot message',
      rows: [
        ...common,
        { label: 'Message', value: displayMessage(request.message) },
        { label: 'Scheme', value: 'sr25519 (wrapped in <Bytes>)' },
      ],
    }
  if (request.method === 'polkadot_signTransaction') {
    const { payload } = request
    return {
      title: 'Sign a Polkadot transaction',
      rows: [
        ...common,
        { label: 'Call data', value: payload.method },
        { label: 'Nonce', value: BigInt(payload.nonce).toString() },
        { label: 'Tip', value: BigInt(payload.tip).toString() },
        { label: 'Genesis hash', value: payload.genesisHash },
        {
          label: 'Runtime',
          value: `spec ${BigInt(payload.specVersion)}, transaction ${BigInt(payload.transactionVersion)}`,
        },
      ],
    }
  }
  if (request.method === 'solana_signMessage')
    return {
      title: 'Sign a Solana message',
      rows: [
        ...common,
        { label: 'Message', value: displayMessage(bytesToHex(base58.decode(request.message))) },
      ],
    }
  if (request.method === 'cosmos_signAmino' && isAdr036SignDoc(request.signDoc, request.address)) {
    const { data } = (request.signDoc.msgs[0]?.value ?? { data: '' }) as { data: string }
    return {
      title: 'Sign a Cosmos message',
      rows: [
        ...common,
        { label: 'Message', value: displayMessage(bytesToHex(base64.decode(data))) },
        { label: 'Scheme', value: 'ADR-036 (amino)' },
      ],
    }
  }
  if (request.method === 'cosmos_signAmino' || request.method === 'cosmos_signDirect') {
    const details =
      request.method === 'cosmos_signAmino'
        ? describeAminoSignDoc(request.signDoc)
        : describeDirectSignDoc({
            chainId: request.signDoc.chainId,
            bodyBytes: base64.decode(request.signDoc.bodyBytes),
            authInfoBytes: base64.decode(request.signDoc.authInfoBytes),
          })
    return {
      title: 'Sign a Cosmos transaction',
      rows: [
        ...common,
        ...details.map((value) => ({ label: 'Details', value })),
        {
          label: 'Sign mode',
          value: request.method === 'cosmos_signAmino' ? 'Amino JSON' : 'Direct',
        },
      ],
    }
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
