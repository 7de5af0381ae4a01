import { devBitcoinKeys } from '@appkit/test'
import { expect, it } from 'vitest'
import { addressFamilyOf, bitcoinRegtest } from '../networks/bitcoinNetworks'
import { buildTransferPsbt } from '../transfer/bitcoinPsbt'
import { BITCOIN_REQUEST_POLICY } from './bitcoinRequestPolicy'

const key = devBitcoinKeys()[0]!
const summarize = (method: string, params: unknown) =>
  BITCOIN_REQUEST_POLICY.summarize!({ method, params, caipNetwork: bitcoinRegtest })

it('summarises a transfer with its receiver, amount and the fee computed before signing', async () => {
  expect(
    await summarize('sendTransfer', { to: key.ordinal.address, amount: 10_000_000n, fee: 154n }),
  ).toEqual({
    kind: 'sendTransaction',
    rows: [
      { label: 'to', value: key.ordinal.address, code: true },
      { label: 'value', value: '0.1 BTC' },
      { label: 'params', value: 'Fee: 0.00000154 BTC' },
    ],
  })
})

it('decodes a PSBT into its outputs and fee', async () => {
  const psbt = buildTransferPsbt({
    from: key.payment.address,
    to: key.ordinal.address,
    amount: 10_000_000n,
    change: 4_989_999_846n,
    inputs: [{ txid: 'ab'.repeat(32), vout: 0, value: 5_000_000_000n, confirmed: true }],
    family: addressFamilyOf(bitcoinRegtest.caipNetworkId)!,
  })
  expect(await summarize('signPsbt', { psbt })).toEqual({
    kind: 'sendTransaction',
    rows: [
      { label: 'to', value: key.ordinal.address, code: true },
      { label: 'value', value: '0.1 BTC' },
      { label: 'to', value: key.payment.address, code: true },
      { label: 'value', value: '49.89999846 BTC' },
      { label: 'params', value: 'Fee: 0.00000154 BTC' },
    ],
  })
  expect(BITCOIN_REQUEST_POLICY.approvalMethods).toEqual([
    'signMessage',
    'signPsbt',
    'sendTransfer',
  ])
  expect(await summarize('signMessage', { message: 'hello' })).toEqual({
    kind: 'signMessage',
    rows: [{ label: 'message', value: 'hello' }],
  })
})
