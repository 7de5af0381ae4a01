import * as flows from '@appkit/core/flows'
import { mainnet } from '@appkit/core/testing'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestAppKit, destroyTestAppKits, getModalRoot } from '../testing/createTestAppKit'
import { hasWords, sameAsEnglish } from '../testing/sameAsEnglish'
import { en } from './en/index'
import { shippedLocales } from './shippedLocales'
import type { MessageKey } from './translate'

afterEach(() => {
  destroyTestAppKits()
  document.body.innerHTML = ''
})

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

/** Each English template with words, as a pattern its filled-in text matches. */
const englishTemplates = Object.entries(en).flatMap(([namespace, messages]) =>
  Object.entries(messages as Record<string, string>)
    .filter(([, text]) => hasWords(text))
    .map(([key, text]) => ({
      key: `${namespace}.${key}` as MessageKey,
      pattern: new RegExp(
        `^${text
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.+')}$`,
        's',
      ),
    })),
)

/** What the visitor reads or hears in `root`: its text nodes and the texts of its attributes. */
function visibleTexts(root: ShadowRoot): string[] {
  const texts: string[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('style')) continue
    texts.push(node.textContent ?? '')
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
      texts.push(element.getAttribute(name) ?? '')
  }
  return texts.map((text) => text.trim()).filter(Boolean)
}

/** The English catalogue keys whose text `root` shows, but for the ones listed as the same. */
function englishShown(root: ShadowRoot, allowed: readonly MessageKey[]): string[] {
  const found = new Set<string>()
  for (const text of visibleTexts(root)) {
    for (const { key, pattern } of englishTemplates) {
      if (!allowed.includes(key) && pattern.test(text)) found.add(`${key}: ${text}`)
    }
  }
  return [...found]
}

function setup(locale: string) {
  const test = createTestAppKit({ locale }, { hostWhenOpened: true })
  test.evm.connectors.push({
    id: 'io.dev',
    type: 'ANNOUNCED',
    name: 'Dev Wallet',
    chain: test.evm.namespace,
    info: { rdns: 'io.dev' },
  })
  test.evm.emit({ type: 'connectorsChanged', connectors: test.evm.connectors })
  return test
}

/**
 * Opens `view` and waits until `shown` finds what it renders (by default: its body has text),
 * with no loading fallback left.
 */
async function show(
  appKit: ReturnType<typeof setup>['appKit'],
  view: string,
  data?: Record<string, unknown>,
  shown: (root: ShadowRoot) => unknown = (root) =>
    root.querySelector(`[data-view^="${view}"]`)?.textContent?.trim(),
) {
  await act(() => appKit.open({ view, data } as Parameters<typeof appKit.open>[0]))
  const root = await waitFor(() => getModalRoot(), { timeout: 15_000 })
  await waitFor(
    () => {
      expect({
        view,
        data,
        shown: Boolean(shown(root)),
        text: root.textContent?.slice(0, 300),
      }).toMatchObject({ view, data, shown: true })
      expect(root.querySelector('[aria-busy="true"]')).toBeNull()
    },
    { timeout: 15_000 },
  )
  return root
}

const translations = shippedLocales.filter((locale) => locale !== 'en')

describe.each(translations)('the modal in %s', (locale) => {
  it("SPEC: 'every visitor-visible string goes through the message catalogue': no view shows an English string, and the page buttons speak the language too", async () => {
    const { appKit, evm } = setup(locale)
    const allowed = sameAsEnglish[locale]
    const seen: Record<string, string[]> = {}
    const check = async (
      view: string,
      data?: Record<string, unknown>,
      shown?: (root: ShadowRoot) => unknown,
    ) => {
      const root = await show(appKit, view, data, shown)
      seen[data?.panel ? `${view}:${data.panel}` : view] = englishShown(root, allowed)
    }

    await check('Connect')
    await check('AllWallets')
    await check('WhatIsAWallet')
    await check('WhatIsANetwork')
    await act(() =>
      flows.onConnected(appKit.core, evm.namespace, 'io.dev', {
        caipAddress: `${mainnet.caipNetworkId}:${ADDRESS}`,
        accounts: [],
      }),
    )
    await check('Account')
    await check('Networks')
    // Multi-wallet is off: core's notice 'Multi-Wallet Not Enabled' shows in the alert bar.
    await check('ProfileWallets', undefined, (root) => root.querySelector('.ak-alert-bar-message'))
    for (const panel of ['receive', 'send', 'activity', 'swaps', 'onramp'])
      await check('FeaturePanel', { panel })
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((view) => [view, []])))
    expect(appKit.t('buttons.connect')).not.toBe(en.buttons.connect)
  }, 120_000)
})

describe('the right-to-left locale', () => {
  it('mirrors the modal: dir="rtl" on its theme root and lang="ar" on the host element', async () => {
    const { appKit } = setup('ar')
    const root = await show(appKit, 'Connect')
    expect(root.host.getAttribute('lang')).toBe('ar')
    expect(root.querySelector('[dir]')?.getAttribute('dir')).toBe('rtl')
  })

  it('a left-to-right locale keeps dir="ltr"', async () => {
    const { appKit } = setup('fr')
    const root = await show(appKit, 'Connect')
    expect(root.host.getAttribute('lang')).toBe('fr')
    expect(root.querySelector('[dir]')?.getAttribute('dir')).toBe('ltr')
  })
})
