// Feature defaults and orderings of SPEC §9.

/** SPEC §9: 'Default remote features'. */
export const DEFAULT_REMOTE_FEATURES = {
  swaps: ['1inch'],
  onramp: ['meld', 'coinbase'],
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  activity: true,
  reownBranding: true,
  multiWallet: false,
} as const
/** SPEC §9: 'Default local features'. */
export const DEFAULT_LOCAL_FEATURES = {
  receive: true,
  send: true,
  emailShowWallets: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
} as const
/** SPEC §9: 'Connector type order'. */
export const CONNECTOR_TYPE_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
/** SPEC §9: 'Wallet feature order: onramp, swaps, receive, send'. */
export const WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
/** SPEC §9: 'Default social list'. */
export const DEFAULT_SOCIALS = [
  'google',
  'x',
  'farcaster',
  'discord',
  'apple',
  'github',
  'facebook',
] as const
/** SPEC §9: 'Connect method order default: email, social, wallet'. */
export const DEFAULT_CONNECT_METHOD_ORDER = ['email', 'social', 'wallet'] as const
/** SPEC §9: 'wallet, email, social when an injected wallet is shown'. */
export const INJECTED_CONNECT_METHOD_ORDER = ['wallet', 'email', 'social'] as const
/** SPEC §9: 'Default account types: bitcoin payment, EVM smartAccount, polkadot and solana eoa'. */
export const DEFAULT_ACCOUNT_TYPES = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
} as const
/** SPEC §9: 'Signing out on disconnect on by default'. */
export const SIGN_OUT_ON_DISCONNECT = true
/** SPEC §9: 'On Telegram: google removed on iOS, x on Mac, facebook and x on Android'. */
export const TELEGRAM_REMOVED_SOCIALS = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
} as const satisfies Record<'ios' | 'mac' | 'android' | 'other', readonly string[]>
