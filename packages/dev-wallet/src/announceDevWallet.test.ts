import { describe, expect, it } from 'vitest'
import { announceDevWallet, type Eip6963ProviderDetail } from './announceDevWallet'

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

function collectAnnouncements(target: EventTarget): Eip6963ProviderDetail<unknown>[] {
  const details: Eip6963ProviderDetail<unknown>[] = []
  target.addEventListener('eip6963:announceProvider', (event) => {
    details.push((event as CustomEvent<Eip6963ProviderDetail<unknown>>).detail)
  })
  return details
}

describe('announceDevWallet (EIP-6963)', () => {
  it('announces once at start with a frozen detail: v4 uuid, name, data: URI SVG icon, rdns', () => {
    const target = new EventTarget()
    const details = collectAnnouncements(target)
    const provider = { request: async () => null }
    announceDevWallet(target, provider)
    expect(details).toHaveLength(1)
    const [detail] = details
    expect(detail?.provider).toBe(provider)
    expect(detail?.info.uuid).toMatch(uuidV4)
    expect(detail?.info.name).toBe('AppKit Dev Wallet')
    expect(detail?.info.rdns).toBe('dev.appkit.wallet')
    expect(detail?.info.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(atob(detail!.info.icon.split(',')[1]!)).toMatch(/^<svg [^>]*>.*<\/svg>$/)
    expect(atob(detail!.info.icon.split(',')[1]!)).not.toMatch(/script|on\w+=|href/i)
    expect(Object.isFrozen(detail)).toBe(true)
    expect(Object.isFrozen(detail?.info)).toBe(true)
    expect(() => {
      ;(detail as { provider: unknown }).provider = {}
    }).toThrow(TypeError)
  })

  it('answers every eip6963:requestProvider with the same detail until stopped', () => {
    const target = new EventTarget()
    const details = collectAnnouncements(target)
    const { detail, stop } = announceDevWallet(target, {})
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toEqual([detail, detail, detail])
    stop()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(3)
  })

  it('gives each wallet instance its own uuid and keeps a given info', () => {
    const first = announceDevWallet(new EventTarget(), {}).detail.info.uuid
    const second = announceDevWallet(new EventTarget(), {}).detail.info.uuid
    expect(first).not.toBe(second)
    const custom = announceDevWallet(
      new EventTarget(),
      {},
      { name: 'Second Dev Wallet', rdns: 'dev.appkit.wallet2' },
    )
    expect(custom.detail.info).toMatchObject({
      name: 'Second Dev Wallet',
      rdns: 'dev.appkit.wallet2',
    })
  })
})
