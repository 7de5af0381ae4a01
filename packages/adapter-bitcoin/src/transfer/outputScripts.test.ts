import { devBitcoinKeys } from '@appkit/test'
import { address, networks } from 'bitcoinjs-lib'
import { expect, it } from 'vitest'
import { addressFamilyOf, bitcoin, bitcoinRegtest } from '../networks/bitcoinNetworks'
import { fromOutputScript, toOutputScript } from './outputScripts'

// bitcoinjs-lib's own `address.toOutputScript` (with the secp256k1 library @appkit/test hands
// it) is the reference; the adapter builds the same scripts without that library.
const regtest = addressFamilyOf(bitcoinRegtest.caipNetworkId)!
const mainnet = addressFamilyOf(bitcoin.caipNetworkId)!

it('builds the output script of P2WPKH, P2TR, P2PKH and P2SH addresses, and reads it back', () => {
  const key = devBitcoinKeys()[0]!
  const cases: [string, typeof regtest, typeof networks.bitcoin][] = [
    [key.payment.address, regtest, networks.regtest],
    [key.ordinal.address, regtest, networks.regtest],
    [devBitcoinKeys(networks.bitcoin)[0]!.ordinal.address, mainnet, networks.bitcoin],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', mainnet, networks.bitcoin],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', mainnet, networks.bitcoin],
  ]
  for (const [target, family, network] of cases) {
    const script = toOutputScript(target, family)
    expect(script).toEqual(Uint8Array.from(address.toOutputScript(target, network)))
    expect(fromOutputScript(script, family)).toBe(target)
  }
})

it("refuses another network's address", () => {
  expect(() => toOutputScript(devBitcoinKeys()[0]!.payment.address, mainnet)).toThrow()
  expect(() => toOutputScript('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', regtest)).toThrow()
})
