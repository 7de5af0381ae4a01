import { defineNetwork } from './defineNetwork'

// Solana (SPEC §9 'Built-in networks') and the other namespaces of SPEC §1, by CAIP-2 reference:
// Solana's is the first 32 characters of the genesis hash, Bitcoin's the first 32 hex digits of
// the genesis block hash, Polkadot's the first 32 hex digits of the genesis hash.
const sol: [string, string, number] = ['Solana', 'SOL', 9]

export const solana = defineNetwork({
  namespace: 'solana',
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  currency: sol,
  explorer: ['Solscan', 'https://solscan.io'],
})
export const solanaDevnet = defineNetwork({
  namespace: 'solana',
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  currency: sol,
  explorer: ['Solscan', 'https://solscan.io'],
  testnet: true,
})
export const bitcoin = defineNetwork({
  namespace: 'bip122',
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  currency: ['Bitcoin', 'BTC', 8],
  explorer: ['Mempool', 'https://mempool.space'],
})
export const bitcoinTestnet = defineNetwork({
  namespace: 'bip122',
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  currency: ['Bitcoin', 'BTC', 8],
  explorer: ['Mempool', 'https://mempool.space/testnet'],
  testnet: true,
})
export const polkadot = defineNetwork({
  namespace: 'polkadot',
  id: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  currency: ['Polkadot', 'DOT', 10],
  explorer: ['Subscan', 'https://polkadot.subscan.io'],
})
export const cosmosHub = defineNetwork({
  namespace: 'cosmos',
  id: 'cosmoshub-4',
  name: 'Cosmos Hub',
  currency: ['Atom', 'ATOM', 6],
  explorer: ['Mintscan', 'https://www.mintscan.io/cosmos'],
})
