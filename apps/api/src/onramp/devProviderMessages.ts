// The visitor-visible strings of the dev on-ramp provider page (its message catalogue).

/** The English messages of the dev provider page; `{name}` placeholders are filled in. */
export const devProviderMessages = {
  title: 'Dev on-ramp provider',
  notice: 'A devnet stand-in for a card provider: paying sends devnet USDC, no money moves.',
  order: 'Your order',
  pay: 'You pay',
  fee: 'Provider fee',
  receive: 'You receive',
  wallet: 'To wallet',
  network: 'Network',
  submit: 'Pay {amount}',
  paid: 'Paid: {amount} USDC sent to your wallet.',
  transaction: 'Transaction {hash}',
  close: 'You can close this window.',
  failed: 'The payment failed: {message}',
} as const

/** A message with its `{name}` placeholders replaced. */
export function devProviderMessage(
  key: keyof typeof devProviderMessages,
  values: Readonly<Record<string, string>> = {},
): string {
  return devProviderMessages[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')
}
