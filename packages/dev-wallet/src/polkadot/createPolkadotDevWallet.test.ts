import { stringToHex } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { expect, it } from 'vitest'
import { UserRejectedRequestError } from '../errors/providerErrors'
import { createPolkadotDevWallet } from './createPolkadotDevWallet'
import { type InjectedWeb3Target, registerPolkadotDevWallet } from './registerPolkadotDevWallet'

it('injects itself as window.injectedWeb3 does and shares its account only once the site is enabled', async () => {
  const host: InjectedWeb3Target = {}
  const wallet = await registerPolkadotDevWallet(host, { keyIndex: 1 })
  expect(Object.keys(host.injectedWeb3 ?? {})).toEqual(['AppKit Dev Wallet'])
  const injected = await wallet.provider.enable('tests')
  expect(await injected.accounts.get()).toEqual([
    { address: wallet.account.address, name: 'AppKit Dev Account', type: 'sr25519' },
  ])
  wallet.revokeAuthorization()
  expect(await injected.accounts.get()).toEqual([])
})

it('signs raw bytes with its sr25519 key (wrapped in <Bytes>, as extensions do) and refuses in reject mode with 4001', async () => {
  const wallet = await createPolkadotDevWallet({ keyIndex: 0 })
  const injected = await wallet.provider.enable('tests')
  const message = 'hello from the dev wallet'
  const { signature } = await injected.signer.signRaw!({
    address: wallet.account.address,
    data: stringToHex(message),
    type: 'bytes',
  })
  expect(signatureVerify(message, signature, wallet.account.address).isValid).toBe(true)
  wallet.setMode('reject')
  await expect(
    injected.signer.signRaw!({ address: wallet.account.address, data: '0x00', type: 'bytes' }),
  ).rejects.toBeInstanceOf(UserRejectedRequestError)
})
