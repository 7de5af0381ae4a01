import { formatEther, hexToString } from 'viem'
import type { SigningRequest } from './readSigningRequest'

/** One labelled line of a request prompt. */
export type RequestRow = { readonly label: string; readonly value: string }

/** What the prompt shows for a request: a title and labelled rows, all plain text. */
export type FormattedRequest = { readonly title: string; readonly rows: readonly RequestRow[] }

/** The chain a request applies to, as the prompt names it. */
export type RequestChain = {
  readonly chainId: number
  readonly name: string
  readonly symbol: string
}

/** Shows a personal_sign message as text when it is printable UTF-8, else as hex. */
export function displayMessage(message: `0x${string}`): string {
  try {
    const text = hexToString(message)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
    if (!/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/.test(text)) return text
  } catch {
    // not UTF-8: show the hex
  }
  return message
}

/**
 * Formats a signing request for its approval prompt: the title, the account, the chain it applies
 * to, and the method's own fields (message text, typed data, recipient and value).
 */
export function formatSigningRequest(
  request: SigningRequest,
  chain: RequestChain,
): FormattedRequest {
  const common: RequestRow[] = [
    { label: 'Account', value: request.address },
    { label: 'Chain', value: `${chain.name} (${chain.chainId})` },
  ]
  if (request.method === 'personal_sign')
    return {
      title: 'Sign a message',
      rows: [...common, { label: 'Message', value: displayMessage(request.message) }],
    }
  if (request.method === 'eth_signTypedData_v4') {
    const { domain, primaryType, message } = request.typedData
    return {
      title: 'Sign typed data',
      rows: [
        ...common,
        { label: 'Domain', value: JSON.stringify(domain) },
        { label: 'Primary type', value: primaryType },
        { label: 'Message', value: JSON.stringify(message, null, 2) },
      ],
    }
  }
  const { to, value, data } = request.transaction
  return {
    title: 'Send a transaction',
    rows: [
      ...common,
      { label: 'To', value: to ?? 'a new contract' },
      { label: 'Value', value: `${formatEther(value ?? 0n)} ${chain.symbol}` },
      ...(data && data !== '0x' ? [{ label: 'Data', value: data }] : []),
    ],
  }
}
