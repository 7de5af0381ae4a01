import type { BitcoinAdapter } from '@appkit/adapter-bitcoin'
import { bitcoinRegtest } from '@appkit/adapter-bitcoin'
import { createBip122Verifier } from '@appkit/siwx'
import { fireEvent, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { modalButton, modalInput, modalText } from './modalQueries'

/** The two addresses of a Bitcoin dev key. */
type DevKeyAddresses = { payment: { address: string }; ordinal: { address: string } }

/** Expects the wallet `connectorId` to have connected `key`'s payment account, then its ordinal one. */
export async function expectPaymentThenOrdinal(
  adapter: BitcoinAdapter,
  connectorId: string,
  key: DevKeyAddresses,
): Promise<void> {
  expect(await adapter.getAccounts({ connectorId })).toEqual([
    expect.objectContaining({
      caipAddress: `${bitcoinRegtest.caipNetworkId}:${key.payment.address}`,
      purpose: 'payment',
    }),
    expect.objectContaining({
      caipAddress: `${bitcoinRegtest.caipNetworkId}:${key.ordinal.address}`,
      purpose: 'ordinal',
    }),
  ])
}

/** From Account: opens Send, fills in `amount` to `to` and asks for Review. */
export async function reviewSendInModal(amount: string, to: string): Promise<void> {
  modalButton('Send')?.click()
  await waitFor(() => expect(modalText()).toContain('Review'), { timeout: 15_000 })
  fireEvent.change(modalInput('Amount'), { target: { value: amount } })
  fireEvent.change(modalInput('To'), { target: { value: to } })
  modalButton('Review')?.click()
}

/** Expects @appkit/siwx's bip122 verifier to accept `signature` for `message`, and not for another text. */
export async function expectBip122Signature(
  message: string,
  signature: string,
  account: string,
): Promise<void> {
  const verifier = createBip122Verifier()
  await expect(verifier.verifySignature({ message, signature, account })).resolves.toBeUndefined()
  await expect(
    verifier.verifySignature({ message: `${message}!`, signature, account }),
  ).rejects.toThrow()
}
