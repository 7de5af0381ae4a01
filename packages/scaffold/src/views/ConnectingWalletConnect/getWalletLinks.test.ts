import type { Wallet } from '@appkit/core'
import { describe, expect, it } from 'vitest'
import { getBrowseWallet, getWalletLink, getWalletTabs } from './getWalletLinks'
import { openWalletLink } from './openWalletLink'

const uri = 'wc:ab@2?relay-protocol=irn&symKey=cd'
const page = 'https://dapp.example/app?x=1#top'

describe('wallet links of the WalletConnect view', () => {
  it('SPEC §2: Solflare and Coinbase open the current page in their browser on mobile', () => {
    const solflare = new URL(
      getWalletLink('mobile', { id: 's', name: 'Solflare' }, uri, page) ?? '',
    )
    expect(solflare.host).toBe('solflare.com')
    expect(solflare.searchParams.get('ref')).toBe('https://dapp.example')
    const coinbase: Wallet = { id: 'c', name: 'Wallet', rdns: 'com.coinbase.wallet' }
    expect(getBrowseWallet(coinbase)).toBe('coinbase')
    const link = new URL(getWalletLink('mobile', coinbase, uri, page) ?? '')
    expect(link.searchParams.get('cb_url')).toBe(page)
    expect(getBrowseWallet({ id: 'r', name: 'Rainbow' })).toBeUndefined()
  })

  it('only desktop and web links that exist and are safe, with the URI encoded', () => {
    const wallet: Wallet = {
      id: 'w',
      name: 'W',
      desktop_link: 'wdesktop://',
      webapp_link: 'data:text/html,<script>1</script>',
    }
    expect(getWalletLink('desktop', wallet, uri, page)).toBe(
      `wdesktop://wc?uri=${encodeURIComponent(uri)}`,
    )
    expect(getWalletLink('web', wallet, uri, page)).toBeUndefined()
    expect(getWalletLink('mobile', wallet, uri, page)).toBeUndefined()
    expect(getWalletTabs(wallet, false)).toEqual(['mobile', 'desktop', 'web'])
    expect(getWalletTabs(undefined, true)).toEqual(['mobile', 'browser'])
  })

  it('HOSTILE E: the opener refuses javascript:, data: and http: links', () => {
    const opened: string[] = []
    const open = (link: string) => void opened.push(link)
    expect(openWalletLink('javascript:alert(1)', open)).toBe(false)
    expect(openWalletLink('data:text/html,x', open)).toBe(false)
    expect(openWalletLink('http://wallet.example/wc', open)).toBe(false)
    expect(openWalletLink(undefined, open)).toBe(false)
    expect(openWalletLink('https://wallet.example/wc?uri=x', open)).toBe(true)
    expect(opened).toEqual(['https://wallet.example/wc?uri=x'])
  })
})
