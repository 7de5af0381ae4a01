import { chainIds as c, type Wallet } from './Wallet'

type OptionalLink =
  | 'app_store'
  | 'play_store'
  | 'chrome_store'
  | 'webapp_link'
  | 'desktop_link'
  | 'mobile_link'
  | 'rdns'
type Entry = Omit<Wallet, 'image_id' | 'order' | OptionalLink> & Partial<Pick<Wallet, OptionalLink>>

const evm = [c.ethereum, c.polygon, c.optimism, c.arbitrum, c.base, c.bsc]

/**
 * The curated registry: real wallets with their public deep links (custom scheme or https
 * universal link), stores and the namespaces they support. Ids are our own slugs.
 */
const entries: Entry[] = [
  {
    id: 'metamask',
    name: 'MetaMask',
    homepage: 'https://metamask.io',
    rdns: 'io.metamask',
    mobile_link: 'metamask://',
    chrome_store:
      'https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
    app_store: 'https://apps.apple.com/app/metamask/id1438144202',
    play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
    chains: evm,
    badge_type: 'certified',
  },
  {
    id: 'trust',
    name: 'Trust Wallet',
    homepage: 'https://trustwallet.com',
    rdns: 'com.trustwallet.app',
    mobile_link: 'trust://',
    app_store: 'https://apps.apple.com/app/trust-crypto-bitcoin-wallet/id1288339409',
    play_store: 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
    chains: [...evm, c.solana, c.bitcoin, c.cosmos],
    badge_type: 'certified',
  },
  {
    id: 'coinbase',
    name: 'Coinbase Wallet',
    homepage: 'https://www.coinbase.com/wallet',
    rdns: 'com.coinbase.wallet',
    mobile_link: 'cbwallet://',
    webapp_link: 'https://keys.coinbase.com',
    chains: [...evm, c.solana],
    badge_type: 'certified',
  },
  {
    id: 'rainbow',
    name: 'Rainbow',
    homepage: 'https://rainbow.me',
    rdns: 'me.rainbow',
    mobile_link: 'rainbow://',
    app_store: 'https://apps.apple.com/app/rainbow-ethereum-wallet/id1457119021',
    chains: evm,
    badge_type: 'certified',
  },
  {
    id: 'phantom',
    name: 'Phantom',
    homepage: 'https://phantom.com',
    rdns: 'app.phantom',
    mobile_link: 'phantom://',
    chains: [c.solana, c.ethereum, c.polygon, c.base, c.bitcoin],
    badge_type: 'certified',
  },
  {
    id: 'solflare',
    name: 'Solflare',
    homepage: 'https://solflare.com',
    mobile_link: 'solflare://',
    chains: [c.solana],
    badge_type: 'certified',
  },
  {
    id: 'backpack',
    name: 'Backpack',
    homepage: 'https://backpack.app',
    rdns: 'app.backpack',
    mobile_link: 'https://backpack.app/ul',
    chains: [c.solana, c.ethereum],
    badge_type: 'none',
  },
  {
    id: 'ledger-live',
    name: 'Ledger Live',
    homepage: 'https://www.ledger.com/ledger-live',
    mobile_link: 'ledgerlive://',
    desktop_link: 'ledgerlive://',
    chains: [...evm, c.solana, c.bitcoin, c.polkadot, c.cosmos],
    badge_type: 'certified',
  },
  {
    id: 'zerion',
    name: 'Zerion',
    homepage: 'https://zerion.io',
    rdns: 'io.zerion.wallet',
    mobile_link: 'zerion://',
    chains: [...evm, c.solana],
    badge_type: 'certified',
  },
  {
    id: 'uniswap',
    name: 'Uniswap Wallet',
    homepage: 'https://wallet.uniswap.org',
    rdns: 'org.uniswap.app',
    mobile_link: 'uniswap://',
    chains: evm,
    badge_type: 'certified',
  },
  {
    id: 'rabby',
    name: 'Rabby Wallet',
    homepage: 'https://rabby.io',
    rdns: 'io.rabby',
    mobile_link: 'rabby://',
    chains: evm,
    badge_type: 'none',
  },
  {
    id: 'okx',
    name: 'OKX Wallet',
    homepage: 'https://web3.okx.com',
    rdns: 'com.okex.wallet',
    mobile_link: 'okex://main',
    chains: [...evm, c.solana, c.bitcoin, c.cosmos, c.polkadot],
    badge_type: 'certified',
  },
  {
    id: 'safe',
    name: 'Safe',
    homepage: 'https://safe.global',
    webapp_link: 'https://app.safe.global',
    mobile_link: 'https://app.safe.global',
    chains: evm,
    badge_type: 'certified',
  },
  {
    id: 'argent',
    name: 'Argent',
    homepage: 'https://www.argent.xyz',
    mobile_link: 'argent://app/',
    chains: [c.ethereum],
    badge_type: 'none',
  },
  {
    id: 'imtoken',
    name: 'imToken',
    homepage: 'https://token.im',
    rdns: 'im.token',
    mobile_link: 'imtokenv2://',
    chains: [...evm, c.bitcoin, c.cosmos, c.polkadot],
    badge_type: 'none',
  },
  {
    id: 'exodus',
    name: 'Exodus',
    homepage: 'https://www.exodus.com',
    mobile_link: 'exodus://',
    chains: [...evm, c.solana, c.bitcoin],
    badge_type: 'none',
  },
  {
    id: 'magic-eden',
    name: 'Magic Eden Wallet',
    homepage: 'https://wallet.magiceden.io',
    rdns: 'io.magiceden.wallet',
    mobile_link: 'magiceden://',
    chains: [c.bitcoin, c.solana, c.ethereum, c.polygon, c.base],
    badge_type: 'none',
  },
  {
    id: 'xverse',
    name: 'Xverse',
    homepage: 'https://www.xverse.app',
    mobile_link: 'xverse://',
    chains: [c.bitcoin],
    badge_type: 'certified',
  },
  {
    id: 'leather',
    name: 'Leather',
    homepage: 'https://leather.io',
    chrome_store:
      'https://chromewebstore.google.com/detail/leather/ldinpeekobnhjjdofggfgjlcehhmanlj',
    chains: [c.bitcoin],
    badge_type: 'none',
  },
  {
    id: 'unisat',
    name: 'UniSat Wallet',
    homepage: 'https://unisat.io',
    chrome_store:
      'https://chromewebstore.google.com/detail/unisat-wallet/ppbibelpcjmhbdihakflkdcoccbgbkpo',
    chains: [c.bitcoin],
    badge_type: 'none',
  },
  {
    id: 'talisman',
    name: 'Talisman',
    homepage: 'https://talisman.xyz',
    rdns: 'xyz.talisman',
    chrome_store:
      'https://chromewebstore.google.com/detail/talisman-wallet/fijngjgcjhjmmpcmkeiomlglpeiijkld',
    chains: [c.polkadot, ...evm],
    badge_type: 'none',
  },
  {
    id: 'subwallet',
    name: 'SubWallet',
    homepage: 'https://www.subwallet.app',
    rdns: 'app.subwallet',
    mobile_link: 'subwallet://',
    chains: [c.polkadot, ...evm],
    badge_type: 'none',
  },
  {
    id: 'polkadot-js',
    name: 'polkadot{.js}',
    homepage: 'https://polkadot.js.org/extension',
    chrome_store:
      'https://chromewebstore.google.com/detail/polkadot%7Bjs%7D-extension/mopnmbcafieddcagagdcbnhejhlodfdd',
    chains: [c.polkadot],
    badge_type: 'none',
  },
  {
    id: 'nova',
    name: 'Nova Wallet',
    homepage: 'https://novawallet.io',
    mobile_link: 'novawallet://',
    chains: [c.polkadot, c.ethereum],
    badge_type: 'none',
  },
  {
    id: 'keplr',
    name: 'Keplr',
    homepage: 'https://www.keplr.app',
    rdns: 'app.keplr',
    mobile_link: 'keplrwallet://',
    chains: [c.cosmos, c.ethereum],
    badge_type: 'certified',
  },
  {
    id: 'leap',
    name: 'Leap Wallet',
    homepage: 'https://www.leapwallet.io',
    mobile_link: 'leapcosmos://',
    chains: [c.cosmos],
    badge_type: 'none',
  },
  {
    id: 'cosmostation',
    name: 'Cosmostation',
    homepage: 'https://www.cosmostation.io',
    mobile_link: 'cosmostation://',
    chains: [c.cosmos, c.ethereum],
    badge_type: 'none',
  },
]

/** The registry in display order, before validation (see `loadWallets`). */
export const walletDataset: readonly Wallet[] = entries.map((entry, index) => ({
  rdns: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  app_store: null,
  play_store: null,
  chrome_store: null,
  ...entry,
  image_id: entry.id,
  order: index + 1,
}))
