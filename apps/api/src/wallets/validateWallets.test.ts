import { describe, expect, it } from 'vitest'
import { loadWallets } from './loadWallets'
import { InvalidWalletError, isSafeWalletLink, validateWallets } from './validateWallets'
import { walletDataset } from './walletDataset'

const base = walletDataset[0]
if (!base) throw new Error('empty dataset')

describe('wallet registry validation', () => {
  it('accepts the curated dataset', () => {
    expect(loadWallets().length).toBe(walletDataset.length)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>x</script>',
    'vbscript:msgbox',
    'http://plain.test',
    'file:///etc/passwd',
    'evil://x',
    '',
  ])('refuses the link %s', (link) => {
    expect(isSafeWalletLink(link)).toBe(false)
    expect(() => validateWallets([{ ...base, mobile_link: link }])).toThrow(InvalidWalletError)
  })

  it('accepts https and vetted custom schemes', () => {
    expect(isSafeWalletLink('https://link.trustwallet.com/wc')).toBe(true)
    expect(isSafeWalletLink('metamask://')).toBe(true)
  })

  it('refuses duplicate ids and non-CAIP-2 chains', () => {
    expect(() => validateWallets([base, base])).toThrow(/duplicated/)
    expect(() => validateWallets([{ ...base, chains: ['ethereum'] }])).toThrow(/not CAIP-2/)
  })
})
