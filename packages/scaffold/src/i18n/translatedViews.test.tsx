import { EVM_REQUEST_POLICY } from '@appkit/adapter-wagmi'
import {
  ChainNotSupportedError,
  type Connector,
  UserRejectedRequestError,
  type View,
} from '@appkit/core'
import { AUTH_CONNECTOR_ID } from '@appkit/core/adapter'
import * as flows from '@appkit/core/flows'
import { mainnet, optimism } from '@appkit/core/testing'
import { act, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { featurePanels } from '../features/featurePanels'
import { createTestAppKit, destroyTestAppKits, getModalRoot } from '../testing/createTestAppKit'
import { hasWords, sameAsEnglish } from '../testing/sameAsEnglish'
import { clickButton, createWalk, waitShown } from '../testing/walkModal'
import { addPairing } from '../views/ConnectingWalletConnect/testing'
import { viewRegistry } from '../views/viewRegistry'
import { en } from './en/index'
import { shippedLocales } from './shippedLocales'
import type { MessageKey, Translate } from './translate'

afterEach(() => {
  vi.restoreAllMocks()
  destroyTestAppKits()
  document.body.innerHTML = ''
})

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const hex = (text: string) => `0x${Buffer.from(text, 'utf8').toString('hex')}`

/**
 * Every view the router knows (core's `View`): 'walked' when the walk below opens it, else why
 * not. A view added to core fails the type check here until it is walked or listed; a view added
 * to the registry (or a feature panel) fails the walk's own check until it is walked.
 */
const VIEWS: Record<View, 'walked' | { skipped: string }> = {
  Connect: 'walked',
  // No chunk of its own (the e-mail login is the 'email' feature panel): the outlet's fallback.
  EmailLogin: 'walked',
  AllWallets: 'walked',
  ConnectingWalletConnect: 'walked',
  ConnectingWalletConnectBasic: 'walked',
  ConnectingExternal: 'walked',
  ConnectingFarcaster: 'walked',
  ProfileWallets: 'walked',
  UpdateEmailWallet: 'walked',
  Account: 'walked',
  SIWXSignMessage: 'walked',
  ApproveTransaction: 'walked',
  // AppKit's 'Swap' opens the swaps panel ('FeaturePanel'), walked under that name.
  Swap: 'walked',
  SwitchNetwork: 'walked',
  SwitchActiveChain: 'walked',
  UnsupportedChain: 'walked',
  RegisterAccountName: 'walked',
  RegisterAccountNameSuccess: 'walked',
  Networks: 'walked',
  WhatIsAWallet: 'walked',
  WhatIsANetwork: 'walked',
  FeaturePanel: 'walked',
}

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

/**
 * What the walk's views show as data in any language: wallet, network, token and provider names,
 * brands, their initials, addresses, e-mails and request methods. Japanese and Arabic show no
 * other Latin word.
 */
const LATIN_DATA = [
  /0x[0-9a-fA-F.…]+/g,
  /\S+@\S+/g,
  /\b[a-z]+_\w+\b/g,
  /\b(gm|Dev Wallet|Link Wallet|Ethereum|Optimism|OP|ET|DW|LW|ETH|USDC|USD|EUR|Meld|Coinbase|WalletConnect|NFTs?|QR|Google|X|Farcaster|Discord|Apple|GitHub|Facebook|EVM|Solana|Polkadot|Bitcoin|Cosmos)\b/g,
]

/**
 * The texts of `root` that hold a Latin word which is not data (for the non-Latin languages);
 * `examples` are the catalogue's own Latin samples (an account name is ASCII by SPEC §5).
 */
function latinShown(root: ShadowRoot, examples: readonly string[]): string[] {
  return visibleTexts(root).filter(
    (text) =>
      !examples.includes(text) &&
      /\p{Script=Latin}{2,}/u.test(LATIN_DATA.reduce((rest, data) => rest.replace(data, ''), text)),
  )
}

function setup(locale: string) {
  const test = createTestAppKit(
    {
      locale,
      features: { pay: true },
      // A loopback port nothing listens on: the embedded wallet's frame cannot load (below).
      secureSiteUrl: 'http://127.0.0.1:9',
    },
    { hostWhenOpened: true },
  )
  const devWallet: Connector = {
    id: 'io.dev',
    type: 'ANNOUNCED',
    name: 'Dev Wallet',
    chain: test.evm.namespace,
    info: { rdns: 'io.dev' },
  }
  test.evm.connectors.push(devWallet)
  test.evm.emit({ type: 'connectorsChanged', connectors: test.evm.connectors })
  return test
}

/**
 * The embedded wallet's frame (apps/secure) cannot run in happy-dom: its load fails as a
 * browser's would when the secure site is down, so the views show their failure states.
 */
function failEmbeddedFrame() {
  for (const frame of document.querySelectorAll('iframe')) frame.dispatchEvent(new Event('error'))
}

const byText = (text: string) => (root: ShadowRoot) => root.textContent?.includes(text)
const bySelector = (selector: string) => (root: ShadowRoot) => root.querySelector(selector)
const never = () => new Promise<never>(() => {})

/** Walks every view of the modal in `locale`, calling `onScene` with each state shown. */
async function walkModal(
  locale: string,
  onScene: (scene: string, root: ShadowRoot, t: Translate) => void,
) {
  const { appKit, evm } = setup(locale)
  const { core, t } = appKit
  const { open, look, walked, panels } = createWalk(appKit, (scene, root) =>
    onScene(scene, root, t),
  )

  // Not connected.
  await open('Connect', 'Connect')
  await open('AllWallets', 'AllWallets')
  await open('WhatIsAWallet', 'WhatIsAWallet')
  await open('WhatIsANetwork', 'WhatIsANetwork')
  await open('EmailLogin', 'EmailLogin')
  await open('ConnectingExternal:notFound', 'ConnectingExternal', { connectorId: 'gone' })
  let answer: ((error: Error) => void) | undefined
  evm.connect = () => new Promise((_, reject) => (answer = reject))
  await open(
    'ConnectingExternal:pending',
    'ConnectingExternal',
    { connectorId: 'io.dev', wallet: { id: 'io.dev', name: 'Dev Wallet' } },
    bySelector('.ak-connecting-title'),
  )
  act(() => answer?.(new UserRejectedRequestError()))
  const retry = t('common.tryAgain')
  await look('ConnectingExternal:rejected', byText(retry))
  evm.connect = async () => {
    throw new Error('The wallet broke')
  }
  clickButton(getModalRoot(), retry)
  await look('ConnectingExternal:error', byText(t('connectingExternal.errorTitle')))
  // No adapter pairs over WalletConnect yet.
  await open('ConnectingWalletConnect:unavailable', 'ConnectingWalletConnect')
  await open('ConnectingWalletConnectBasic:unavailable', 'ConnectingWalletConnectBasic')
  const pairing = addPairing(evm)
  const wallet = {
    id: 'wallet.with.links',
    name: 'Link Wallet',
    mobile_link: 'linkwallet://',
    desktop_link: 'linkwallet-desktop://',
    webapp_link: 'https://wallet.example/',
  }
  await open('ConnectingWalletConnect', 'ConnectingWalletConnect', { wallet }, (root) =>
    root.querySelector('svg[role="img"]'),
  )
  const tabs = [...getModalRoot().querySelectorAll<HTMLElement>('[role="tab"]')]
  for (const [index, tab] of tabs.entries()) {
    if (index === 0) continue
    act(() => {
      fireEvent.click(tab)
    })
    await look(`ConnectingWalletConnect:tab${index}`, bySelector('[role="tabpanel"]'))
  }
  act(() => pairing.answers.at(-1)?.reject(new UserRejectedRequestError()))
  await look('ConnectingWalletConnect:rejected', byText(retry))
  await open('ConnectingWalletConnectBasic', 'ConnectingWalletConnectBasic', undefined, (root) =>
    root.querySelector('svg[role="img"]'),
  )
  await open(
    'ConnectingFarcaster:preparing',
    'ConnectingFarcaster',
    undefined,
    bySelector('.ak-fc'),
    {
      busy: true,
    },
  )
  failEmbeddedFrame()
  await look('ConnectingFarcaster:failed', byText(t('socials.farcasterFailed')))
  // The panels of the e-mail and social login, each failing on the frame that cannot load.
  await open('FeaturePanel:email', 'FeaturePanel', { panel: 'email', email: 'ada@example.com' })
  failEmbeddedFrame()
  await look('FeaturePanel:email:failed', byText(t('email.frameFailed')))
  // No popup can open here (happy-dom has no window to open): the browser blocked it.
  vi.spyOn(window, 'open').mockReturnValue(null)
  await open('FeaturePanel:socials', 'FeaturePanel', { panel: 'socials', provider: 'discord' })
  await look('FeaturePanel:socials:failed', bySelector('[role="alert"]'))

  // Connected.
  evm.connect = async () => ({
    caipAddress: `${mainnet.caipNetworkId}:${ADDRESS}`,
    accounts: [],
  })
  await act(() =>
    flows.onConnected(core, evm.namespace, 'io.dev', {
      caipAddress: `${mainnet.caipNetworkId}:${ADDRESS}`,
      accounts: [],
    }),
  )
  await open('Account', 'Account')
  await open('Networks', 'Networks')
  // Multi-wallet is off: core's notice 'Multi-Wallet Not Enabled' shows in the alert bar.
  await open('ProfileWallets', 'ProfileWallets', undefined, bySelector('.ak-alert-bar-message'))
  for (const panel of ['receive', 'send', 'activity', 'swaps', 'onramp'])
    await open(`FeaturePanel:${panel}`, 'FeaturePanel', { panel })
  await open('Swap', 'Swap')
  await open('FeaturePanel:pay', 'FeaturePanel', {
    panel: 'pay',
    payment: { recipient: ADDRESS, amount: '0.1', asset: 'native' },
  })
  await open('FeaturePanel:pay:invalid', 'FeaturePanel', { panel: 'pay', payment: {} })
  await open('SIWXSignMessage', 'SIWXSignMessage')
  clickButton(getModalRoot(), t('siwx.sign'))
  await look('SIWXSignMessage:failed', byText(t('siwx.failedHint')))
  await open('RegisterAccountName', 'RegisterAccountName')
  const field = getModalRoot().querySelector('input')
  if (field) fireEvent.change(field, { target: { value: 'ab!' } })
  clickButton(getModalRoot(), t('names.register'))
  await look('RegisterAccountName:rule', byText(t('names.rule')))
  await open('RegisterAccountNameSuccess', 'RegisterAccountNameSuccess')
  await open('UnsupportedChain', 'UnsupportedChain')
  await open('SwitchActiveChain', 'SwitchActiveChain', {
    network: mainnet,
    switchToChain: 'solana',
  })
  evm.switchNetwork = never
  await open('SwitchNetwork:pending', 'SwitchNetwork', { network: optimism })
  for (const [state, error] of [
    ['declined', new UserRejectedRequestError()],
    ['notSupported', new ChainNotSupportedError()],
    ['failed', new Error('The wallet broke')],
  ] as const) {
    evm.switchNetwork = async () => {
      throw error
    }
    await open(`SwitchNetwork:${state}`, 'SwitchNetwork', { network: optimism }, byText(retry))
  }
  await open('SwitchNetwork:none', 'SwitchNetwork', {})

  // Requests waiting for approval, as the EVM adapter summarises them.
  await open('ApproveTransaction:none', 'ApproveTransaction')
  Object.assign(evm, { requestPolicy: EVM_REQUEST_POLICY })
  const requests: { id: number; method: string; params: unknown }[] = [
    { id: 1, method: 'personal_sign', params: [hex('gm \u202e'), ADDRESS] },
    {
      id: 2,
      method: 'eth_sendTransaction',
      params: [{ from: ADDRESS, to: ADDRESS, value: '0x1', data: '0xa9059cbb00' }],
    },
  ]
  const answers = requests.map((request) =>
    flows.runWithApproval(core, request, async () => '0x').catch(() => undefined),
  )
  await look(
    'ApproveTransaction',
    bySelector('.ak-approve-rows + .ak-approve-rows, [role="alert"]'),
  )
  clickButton(getModalRoot(), t('approveTransaction.reject'))
  await look('ApproveTransaction:second', byText(t('approveTransaction.kind_sendTransaction')))
  clickButton(getModalRoot(), t('approveTransaction.reject'))
  await Promise.all(answers)

  // The embedded wallet of an e-mail login.
  await act(() =>
    flows.onConnected(core, evm.namespace, AUTH_CONNECTOR_ID, {
      caipAddress: `${mainnet.caipNetworkId}:${ADDRESS}`,
      accounts: [],
    }),
  )
  act(() => {
    Object.assign(core.chain.namespaces.eip155?.accountState ?? {}, {
      user: { email: 'ada@example.com', address: ADDRESS, chainId: 1 },
    })
  })
  await open('Account:email', 'Account')
  await open('UpdateEmailWallet', 'UpdateEmailWallet')
  const email = getModalRoot().querySelector('input')
  if (email) fireEvent.change(email, { target: { value: 'not-an-email' } })
  clickButton(getModalRoot(), t('email.submit'))
  await look('UpdateEmailWallet:invalid', byText(t('email.invalidEmail')))
  if (email) fireEvent.change(email, { target: { value: 'bo@example.com' } })
  clickButton(getModalRoot(), t('email.submit'))
  failEmbeddedFrame()
  await look('UpdateEmailWallet:failed', byText(t('email.frameFailed')))

  return { appKit, walked, panels }
}

const translations = shippedLocales.filter((locale) => locale !== 'en')

describe.each(translations)('the modal in %s', (locale) => {
  it("SPEC: 'every visitor-visible string goes through the message catalogue': no view, in any state walked, shows an English string, and the page buttons speak the language too", async () => {
    const allowed = sameAsEnglish[locale]
    const seen: Record<string, string[]> = {}
    const { appKit, walked, panels } = await walkModal(locale, (scene, root, t) => {
      const examples = [t('names.placeholder')]
      const latin = locale === 'ja' || locale === 'ar' ? latinShown(root, examples) : []
      seen[scene] = [...englishShown(root, allowed), ...latin.map((text) => `Latin: ${text}`)]
    })
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((scene) => [scene, []])))
    expect(appKit.t('buttons.connect')).not.toBe(en.buttons.connect)
    // Every view the registry can show, and every feature panel, was walked.
    const toWalk = Object.entries(VIEWS).filter(([, entry]) => entry === 'walked')
    expect([...walked, 'Swap'].sort()).toEqual(toWalk.map(([view]) => view).sort())
    for (const view of Object.keys(viewRegistry)) expect(walked).toContain(view)
    expect([...panels].sort()).toEqual(Object.keys(featurePanels).sort())
  }, 180_000)
})

describe('the right-to-left locale', () => {
  it('mirrors the modal: dir="rtl" on its theme root and lang="ar" on the host element', async () => {
    const { appKit } = setup('ar')
    await act(() => appKit.open({ view: 'Connect' }))
    const root = await waitShown('Connect', (r) => r.querySelector('[data-view="Connect"]'))
    expect(root.host.getAttribute('lang')).toBe('ar')
    expect(root.querySelector('[dir]')?.getAttribute('dir')).toBe('rtl')
  })

  it('a left-to-right locale keeps dir="ltr"', async () => {
    const { appKit } = setup('fr')
    await act(() => appKit.open({ view: 'Connect' }))
    const root = await waitShown('Connect', (r) => r.querySelector('[data-view="Connect"]'))
    expect(root.host.getAttribute('lang')).toBe('fr')
    expect(root.querySelector('[dir]')?.getAttribute('dir')).toBe('ltr')
  })
})
