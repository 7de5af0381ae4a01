import { describe, expect, it } from 'vitest'
import * as features from './featureConstants'
import * as constants from './index'
import * as limits from './limitConstants'
import * as networks from './networkConstants'
import * as onramp from './onrampConstants'
import * as time from './timeConstants'

describe('SPEC §9 constants', () => {
  it.each([
    ["'E-mail login cooldown 30 s'", time.EMAIL_LOGIN_COOLDOWN_MS, 30_000],
    ["'token balance retry 30 s'", time.TOKEN_BALANCE_RETRY_MS, 30_000],
    ["'portfolio and native balance 30 s'", time.PORTFOLIO_CACHE_TTL_MS, 30_000],
    ["'portfolio and native balance 30 s' (native)", time.NATIVE_BALANCE_CACHE_TTL_MS, 30_000],
    ["'name and identity 5 min' (name)", time.NAME_CACHE_TTL_MS, 5 * 60_000],
    ["'name and identity 5 min' (identity)", time.IDENTITY_CACHE_TTL_MS, 5 * 60_000],
    ["'Toast swap delay 150 ms'", time.TOAST_SWAP_DELAY_MS, 150],
    ["'Social popup polling 1 s'", time.SOCIAL_POPUP_POLLING_MS, 1_000],
    ["'Modal shake 500 ms'", time.MODAL_SHAKE_MS, 500],
    ["'pairing expiry threshold 10 s'", time.PAIRING_EXPIRY_THRESHOLD_MS, 10_000],
    ["'pairing lifetime 4 minutes'", time.PAIRING_LIFETIME_MS, 4 * 60_000],
    ["'retry after 1 s'", time.RETRY_AFTER_MS, 1_000],
    ["'debounce 500 ms'", time.DEBOUNCE_MS, 500],
    ["'RPC timeout 10 s'", time.RPC_TIMEOUT_MS, 10_000],
    ["'Fallback transport ping 4 s'", time.FALLBACK_TRANSPORT_PING_MS, 4_000],
    ["'Iframe load timeout 20000 ms'", time.IFRAME_LOAD_TIMEOUT_MS, 20_000],
    ["'frame request 120000 ms'", time.FRAME_REQUEST_TIMEOUT_MS, 120_000],
    ["'disconnect max 3000 ms'", time.DISCONNECT_MAX_MS, 3_000],
    ["'post-ready 500 ms'", time.FRAME_POST_READY_DELAY_MS, 500],
    ["'UI error after 300 ms'", time.DISALLOWED_RPC_ERROR_DELAY_MS, 300],
    ["'search minimum display 300 ms'", time.SEARCH_MIN_DISPLAY_MS, 300],
    ["'Error reports max 5 per 60 s' (window)", time.ERROR_REPORTS_WINDOW_MS, 60_000],
    ["'Recent wallets max 2'", limits.RECENT_WALLETS_MAX, 2],
    ["'Swap slippage tolerance 1'", limits.SWAP_SLIPPAGE_TOLERANCE, 1],
    ["'batch 1000'", limits.RPC_BATCH_SIZE, 1_000],
    ["'wait 0'", limits.RPC_BATCH_WAIT_MS, 0],
    ["'3 retries'", limits.RPC_RETRY_COUNT, 3],
    ["'base delay 150 ms doubling'", limits.RPC_RETRY_BASE_DELAY_MS, 150],
    ["'sample count 10'", limits.FALLBACK_TRANSPORT_SAMPLE_COUNT, 10],
    ["'Pending-transaction limit 99'", limits.PENDING_TRANSACTIONS_LIMIT, 99],
    ["'4 recommended'", limits.RECOMMENDED_WALLETS_COUNT, 4],
    ["'40 per page'", limits.WALLETS_PER_PAGE, 40],
    ["'search 100 results'", limits.WALLET_SEARCH_RESULTS, 100],
    ["'first 20 images preloaded'", limits.WALLET_IMAGES_PRELOADED, 20],
    ["'Error reports max 5 per 60 s' (count)", limits.ERROR_REPORTS_MAX, 5],
    ["'Account name: at least 4 characters'", limits.ACCOUNT_NAME_MIN_LENGTH, 4],
    ["'Chain id for registration below 2147483648'", limits.MAX_REGISTRATION_CHAIN_ID, 2 ** 31],
    ["'cut to 27 characters'", limits.DISPLAY_NAME_CUT_LENGTH, 27],
    ["'when over 30'", limits.DISPLAY_NAME_MAX_LENGTH, 30],
    ["'Balance shown truncated to 3 decimals'", limits.BALANCE_DECIMALS, 3],
    ["'token value 2 decimals'", limits.TOKEN_VALUE_DECIMALS, 2],
    ["'transaction amounts 3 decimals'", limits.TRANSACTION_AMOUNT_DECIMALS, 3],
    ["'Addresses truncated 4 start'", limits.ADDRESS_TRUNCATE_START, 4],
    ["'6 end'", limits.ADDRESS_TRUNCATE_END, 6],
    ["'Number formatting 2 decimals en-US' (locale)", limits.NUMBER_FORMAT_LOCALE, 'en-US'],
    ["'Number formatting 2 decimals en-US' (decimals)", limits.NUMBER_FORMAT_DECIMALS, 2],
    ["'big-number default 20 places'", limits.BIG_NUMBER_DECIMAL_PLACES, 20],
    ["'SDK version 4'", limits.FRAME_SDK_VERSION, 4],
    ["'Default chain eip155:1'", networks.DEFAULT_CAIP_NETWORK_ID, 'eip155:1'],
    ["'Signing out on disconnect on by default'", features.SIGN_OUT_ON_DISCONNECT, true],
  ] as const)('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected)
  })

  it("'Retried statuses: 403, 408, 413, 429, 500, 502, 503, 504'", () => {
    expect(limits.RPC_RETRY_STATUSES).toEqual([403, 408, 413, 429, 500, 502, 503, 504])
  })

  it("'weights stability 0.7 and latency 0.3'", () => {
    expect(limits.FALLBACK_TRANSPORT_WEIGHTS).toEqual({ stability: 0.7, latency: 0.3 })
  })

  it("'Account name: at least 4 characters, letters, digits, hyphens only' (pattern)", () => {
    expect(limits.ACCOUNT_NAME_PATTERN.test('my-name-01')).toBe(true)
    expect(limits.ACCOUNT_NAME_PATTERN.test('my_name')).toBe(false)
    expect(limits.ACCOUNT_NAME_PATTERN.test('name.eth')).toBe(false)
  })

  it("'Chains (namespaces): eip155, solana, polkadot, bip122, cosmos'", () => {
    expect(networks.CHAIN_NAMESPACES).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
    expect(networks.EMBEDDED_LOGIN_NAMESPACES).toEqual(['eip155', 'solana'])
  })

  it("'Swap networks: 12 EVM chain ids (1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554)'", () => {
    expect(networks.SWAP_SUPPORTED_CHAIN_IDS).toEqual([
      1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
    ])
  })

  it("'Social provider one of google, github, apple, facebook, x, discord'", () => {
    expect([...networks.SOCIAL_PROVIDERS].sort()).toEqual([
      'apple',
      'discord',
      'facebook',
      'github',
      'google',
      'x',
    ])
    expect(networks.SOLANA_PREFLIGHT_COMMITMENTS).toHaveLength(8)
    expect(networks.THEME_MODES).toEqual(['light', 'dark'])
  })

  it("'Connector type order: walletConnect, recent, injected, featured, custom, external, recommended'", () => {
    expect(features.CONNECTOR_TYPE_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(features.WALLET_FEATURE_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it("'Default social list: google, x, farcaster, discord, apple, github, facebook'", () => {
    expect(features.DEFAULT_SOCIALS).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
  })

  it("'Connect method order default: email, social, wallet; wallet, email, social when an injected wallet is shown'", () => {
    expect(features.DEFAULT_CONNECT_METHOD_ORDER).toEqual(['email', 'social', 'wallet'])
    expect(features.INJECTED_CONNECT_METHOD_ORDER).toEqual(['wallet', 'email', 'social'])
  })

  it("'Default account types: bitcoin payment, EVM smartAccount, polkadot and solana eoa'", () => {
    expect(features.DEFAULT_ACCOUNT_TYPES).toEqual({
      bip122: 'payment',
      eip155: 'smartAccount',
      polkadot: 'eoa',
      solana: 'eoa',
    })
  })

  it("'Default remote features: ... multiWallet off' and 'Default local features: ... pay off'", () => {
    expect(features.DEFAULT_REMOTE_FEATURES.multiWallet).toBe(false)
    expect(features.DEFAULT_REMOTE_FEATURES.email).toBe(true)
    expect(features.DEFAULT_REMOTE_FEATURES.activity).toBe(true)
    expect(features.DEFAULT_REMOTE_FEATURES.reownBranding).toBe(true)
    expect(features.DEFAULT_REMOTE_FEATURES.onramp).toHaveLength(2)
    expect(features.DEFAULT_REMOTE_FEATURES.swaps).toHaveLength(1)
    expect(features.DEFAULT_LOCAL_FEATURES).toMatchObject({
      receive: true,
      send: true,
      emailShowWallets: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
    })
  })

  it("'limits card 10 to 7500, ach_bank_account 10 to 25000'", () => {
    expect(onramp.DEFAULT_ONRAMP_PAYMENT_METHOD_LIMITS).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    expect(onramp.DEFAULT_ONRAMP_PAYMENT_CURRENCIES).toEqual(['USD', 'EUR'])
    expect(onramp.DEFAULT_ONRAMP_PURCHASE_CURRENCY.networks).toEqual(['ethereum', 'polygon'])
    expect(onramp.RESTRICTED_TIMEZONES).toContain('Asia/Hong_Kong')
    expect(onramp.RESTRICTED_TIMEZONES).toContain('Asia/Macau')
  })

  it("'seconds up to 44, a minute up to 89, hours up to 21, days up to 25, months up to 10'", () => {
    const byUnit = Object.fromEntries(
      limits.RELATIVE_TIME_THRESHOLDS.filter((t) => 'unit' in t && 'upTo' in t).map((t) => [
        (t as { unit: string }).unit,
        (t as { upTo: number }).upTo,
      ]),
    )
    expect(byUnit).toMatchObject({ second: 44, hour: 21, day: 25, month: 10 })
    expect(limits.RELATIVE_TIME_THRESHOLDS[1]).toEqual({ upTo: 89, label: '1 min' })
  })

  it("'Two on-ramp providers, fee range 1-2% each'", () => {
    expect(features.DEFAULT_REMOTE_FEATURES.onramp).toEqual(['meld', 'coinbase'])
  })

  it("'On Telegram: google removed on iOS, x on Mac, facebook and x on Android'", () => {
    expect(features.TELEGRAM_REMOVED_SOCIALS).toEqual({
      ios: ['google'],
      mac: ['x'],
      android: ['facebook', 'x'],
      other: [],
    })
  })

  it('one constants module names every SPEC §9 constant, and every constant of the topic files', () => {
    // The SPEC §9 lines whose values are shown, with the names that hold them.
    const spec: Record<string, readonly (keyof typeof constants)[]> = {
      'E-mail login cooldown 30 s; token balance retry 30 s': [
        'EMAIL_LOGIN_COOLDOWN_MS',
        'TOKEN_BALANCE_RETRY_MS',
      ],
      'Cache: portfolio and native balance 30 s; name and identity 5 min': [
        'PORTFOLIO_CACHE_TTL_MS',
        'NATIVE_BALANCE_CACHE_TTL_MS',
        'NAME_CACHE_TTL_MS',
        'IDENTITY_CACHE_TTL_MS',
      ],
      'Recent wallets max 2. Toast swap delay 150 ms': [
        'RECENT_WALLETS_MAX',
        'TOAST_SWAP_DELAY_MS',
      ],
      'Social popup polling 1 s; e-mail change polling 1 s. Heartbeat 5 s': [
        'SOCIAL_POPUP_POLLING_MS',
      ],
      'Swap slippage tolerance 1': ['SWAP_SLIPPAGE_TOLERANCE'],
      'Default on-ramp: purchase currency USDC on Ethereum and Polygon; payment currency USD (and EUR); limits card 10 to 7500, ach_bank_account 10 to 25000':
        [
          'DEFAULT_ONRAMP_PURCHASE_CURRENCY',
          'DEFAULT_ONRAMP_PAYMENT_CURRENCIES',
          'DEFAULT_ONRAMP_PAYMENT_METHOD_LIMITS',
        ],
      'Card-payment SDK chains ...; fallback ethereum': [],
      'Restricted timezones': ['RESTRICTED_TIMEZONES'],
      'Modal shake 500 ms; pairing expiry threshold 10 s; pairing lifetime 4 minutes; retry after 1 s; image preload race 2 s; debounce 500 ms':
        [
          'MODAL_SHAKE_MS',
          'PAIRING_EXPIRY_THRESHOLD_MS',
          'PAIRING_LIFETIME_MS',
          'RETRY_AFTER_MS',
          'DEBOUNCE_MS',
        ],
      'animations: header text 120, height 150, view transition 150 ms': [],
      'RPC timeout 10 s, batch 1000': ['RPC_TIMEOUT_MS', 'RPC_BATCH_SIZE'],
      'Fallback transport ping 4 s, sample count 10, weights stability 0.7 and latency 0.3': [
        'FALLBACK_TRANSPORT_PING_MS',
        'FALLBACK_TRANSPORT_SAMPLE_COUNT',
        'FALLBACK_TRANSPORT_WEIGHTS',
      ],
      'Iframe load timeout 20000 ms; frame request 120000 ms; disconnect max 3000 ms; post-ready 500 ms':
        [
          'IFRAME_LOAD_TIMEOUT_MS',
          'FRAME_REQUEST_TIMEOUT_MS',
          'DISCONNECT_MAX_MS',
          'FRAME_POST_READY_DELAY_MS',
        ],
      'Pending-transaction limit 99': ['PENDING_TRANSACTIONS_LIMIT'],
      'Wallet list: 4 recommended, 40 per page, search 100 results, first 20 images preloaded, search minimum display 300 ms':
        [
          'RECOMMENDED_WALLETS_COUNT',
          'WALLETS_PER_PAGE',
          'WALLET_SEARCH_RESULTS',
          'WALLET_IMAGES_PRELOADED',
          'SEARCH_MIN_DISPLAY_MS',
        ],
      'Error reports max 5 per 60 s': ['ERROR_REPORTS_MAX', 'ERROR_REPORTS_WINDOW_MS'],
      'relay cache processed after 50 ms; initial processing delay 1 s; ping response 500 ms': [],
      'Log buffer 1,024,000 bytes; default log level error': [],
      'Number formatting 2 decimals en-US; big-number default 20 places, round half up': [
        'NUMBER_FORMAT_DECIMALS',
        'NUMBER_FORMAT_LOCALE',
        'BIG_NUMBER_DECIMAL_PLACES',
      ],
      'Relative time: seconds up to 44, a minute up to 89, hours up to 21, days up to 25, months up to 10':
        ['RELATIVE_TIME_THRESHOLDS'],
      'Built-in networks ... Name suffixes .reown.id and .wcn.id': [],
      'Default remote features ...; Default local features ...': [
        'DEFAULT_REMOTE_FEATURES',
        'DEFAULT_LOCAL_FEATURES',
      ],
      'Connector type order ... Wallet feature order ... Default social list ... Connect method order ... Default account types ... Signing out on disconnect on by default':
        [
          'CONNECTOR_TYPE_ORDER',
          'WALLET_FEATURE_ORDER',
          'DEFAULT_SOCIALS',
          'DEFAULT_CONNECT_METHOD_ORDER',
          'INJECTED_CONNECT_METHOD_ORDER',
          'DEFAULT_ACCOUNT_TYPES',
          'SIGN_OUT_ON_DISCONNECT',
        ],
      'On Telegram: google removed on iOS, x on Mac, facebook and x on Android': [
        'TELEGRAM_REMOVED_SOCIALS',
      ],
    }
    const named = Object.keys(constants).sort()
    for (const [line, names] of Object.entries(spec))
      for (const name of names) expect(named, line).toContain(name)
    for (const topic of [features, limits, networks, onramp, time])
      for (const name of Object.keys(topic)) expect(named).toContain(name)
  })
})
