import { decodeBitcoinAddress, verifyLegacyBitcoinMessage } from '@appkit/siwx'
import { describe, expect, it } from 'vitest'
import type { ApprovalRequest } from '../../DevWalletTypes'
import { BITCOIN_DEV_KEYS } from '../bitcoinDevKeys'
import { createBitcoinDevWallet } from '../createBitcoinDevWallet'
import { createSatsConnectDevProvider } from './createSatsConnectDevProvider'

function setup(messageProtocols?: ('BIP322' | 'ECDSA')[]) {
  const asked: ApprovalRequest[] = []
  let answer = true
  const wallet = createBitcoinDevWallet({
    key: BITCOIN_DEV_KEYS[3]!,
    mode: 'prompt',
    prompt: async (request) => {
      asked.push(request)
      return answer
    },
    origin: '127.0.0.1',
  })
  const provider = createSatsConnectDevProvider(
    wallet,
    messageProtocols ? { messageProtocols } : {},
  )
  return {
    wallet,
    provider,
    asked,
    refuse: () => {
      answer = false
    },
  }
}

describe("the dev wallet's sats-connect face (JSON-RPC 2.0 answers, the same keys and prompt)", () => {
  it('wallet_getAccount is denied (-32002) before getAddresses is approved in the prompt; then both accounts come back without a prompt', async () => {
    const { wallet, provider, asked } = setup()
    await expect(provider.request('wallet_getAccount', null)).resolves.toMatchObject({
      error: { code: -32002 },
    })
    const connected = await provider.request('getAddresses', { purposes: ['payment', 'ordinals'] })
    expect(connected).toMatchObject({
      result: {
        addresses: [
          {
            address: wallet.devAccounts.payment.address,
            purpose: 'payment',
            addressType: 'p2wpkh',
          },
          {
            address: wallet.devAccounts.ordinals.address,
            purpose: 'ordinals',
            addressType: 'p2tr',
          },
        ],
        network: { bitcoin: { name: 'Regtest' } },
      },
    })
    expect(asked.map((request) => request.title)).toEqual(['Connect to 127.0.0.1?'])
    await expect(provider.request('wallet_getAccount', null)).resolves.toMatchObject({
      result: { addresses: [{ purpose: 'payment' }, { purpose: 'ordinals' }] },
    })
    expect(asked).toHaveLength(1)
  })

  it('a refusal in the prompt answers -32000; unknown methods -32601; a broadcast or an unoffered protocol -32602', async () => {
    const { wallet, provider, refuse } = setup(['ECDSA'])
    await provider.request('getAddresses', { purposes: ['payment'] })
    const address = wallet.devAccounts.payment.address
    await expect(
      provider.request('signMessage', { address, message: 'hi', protocol: 'BIP322' }),
    ).resolves.toMatchObject({ error: { code: -32602 } })
    await expect(
      provider.request('signPsbt', { psbt: '', signInputs: {}, broadcast: true }),
    ).resolves.toMatchObject({ error: { code: -32602 } })
    await expect(provider.request('stx_transferStx', {})).resolves.toMatchObject({
      error: { code: -32601 },
    })
    const signed = await provider.request('signMessage', {
      address,
      message: 'hi',
      protocol: 'ECDSA',
    })
    const signature = 'result' in signed ? (signed.result as { signature: string }).signature : ''
    expect(verifyLegacyBitcoinMessage(decodeBitcoinAddress(address)!, 'hi', signature)).toBe(true)
    refuse()
    await expect(
      provider.request('signMessage', { address, message: 'hi', protocol: 'ECDSA' }),
    ).resolves.toMatchObject({ error: { code: -32000 } })
  })
})
