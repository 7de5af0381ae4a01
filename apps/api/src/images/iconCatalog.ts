/**
 * Where a logo comes from: a `@web3icons/core` SVG (folder and file name under its `svgs/`), or a
 * `simple-icons` brand mark (slug), drawn white on its brand colour.
 */
export type IconSource =
  | { pack: 'web3icons'; folder: 'wallets' | 'networks' | 'tokens' | 'exchanges'; name: string }
  | { pack: 'simple-icons'; slug: string; hex: string }

const wallet = (name: string): IconSource => ({ pack: 'web3icons', folder: 'wallets', name })
const network = (name: string): IconSource => ({ pack: 'web3icons', folder: 'networks', name })

/**
 * The logo of each wallet of the registry (`image_id`, see walletDataset) and of WalletConnect.
 * Wallets that neither package draws (Magic Eden, Xverse, Leather, UniSat, Talisman, SubWallet,
 * Nova, Leap, Cosmostation) are absent and keep their monogram.
 */
export const walletIcons: Readonly<Record<string, IconSource>> = {
  metamask: wallet('metamask'),
  trust: wallet('trust'),
  coinbase: wallet('coinbase'),
  rainbow: wallet('rainbow'),
  phantom: wallet('phantom'),
  solflare: wallet('solflare'),
  backpack: wallet('backpack'),
  'ledger-live': wallet('ledger'),
  zerion: wallet('zerion'),
  uniswap: { pack: 'web3icons', folder: 'exchanges', name: 'uniswap' },
  rabby: wallet('rabby'),
  okx: wallet('okx'),
  safe: wallet('safe'),
  argent: wallet('argent'),
  imtoken: wallet('imtoken'),
  exodus: wallet('exodus'),
  'polkadot-js': { pack: 'simple-icons', slug: 'polkadot', hex: 'E6007A' },
  keplr: wallet('keplr'),
  walletconnect: wallet('wallet-connect'),
}

/**
 * The logo of each network by CAIP-2 id (SPEC §3 'caipNetworkId'): the built-in networks of
 * SPEC §9, the swap networks of SPEC §1 and the main network of every namespace. A test network
 * shows the logo of the chain it tests (Sepolia Ethereum's, Amoy Polygon's).
 */
export const networkIcons: Readonly<Record<string, IconSource>> = {
  'eip155:1': network('ethereum'),
  'eip155:10': network('optimism'),
  'eip155:56': network('binance-smart-chain'),
  'eip155:100': network('gnosis'),
  'eip155:137': network('polygon'),
  'eip155:250': network('fantom'),
  'eip155:324': network('zksync'),
  'eip155:8217': network('kaia'),
  'eip155:8453': network('base'),
  'eip155:42161': network('arbitrum-one'),
  'eip155:42220': network('celo'),
  'eip155:43114': network('avalanche'),
  'eip155:7777777': network('zora'),
  'eip155:1313161554': network('aurora'),
  'eip155:11155111': network('ethereum'),
  'eip155:84532': network('base'),
  'eip155:80002': network('polygon'),
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': network('solana'),
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': network('solana'),
  'bip122:000000000019d6689c085ae165831e93': network('bitcoin'),
  'bip122:000000000933ea01ad0ee984209779ba': network('bitcoin'),
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': network('polkadot'),
  'cosmos:cosmoshub-4': network('cosmos-hub'),
}

/** Token symbols as `@web3icons/core` names its files: letters and digits, upper case. */
const TOKEN_SYMBOL = /^[A-Z0-9]{1,16}$/

/** The logo of a token by symbol (`usdc` → USDC), when the symbol can name a file. */
export function tokenIcon(symbol: string): IconSource | undefined {
  const name = symbol.toUpperCase()
  return TOKEN_SYMBOL.test(name) ? { pack: 'web3icons', folder: 'tokens', name } : undefined
}
