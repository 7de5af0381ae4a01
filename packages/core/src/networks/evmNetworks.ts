import { defineNetwork } from './defineNetwork'

// The EVM networks of SPEC §9 'Built-in networks', by their chain ids.
const ether: [string, string, number] = ['Ether', 'ETH', 18]

export const mainnet = defineNetwork({
  namespace: 'eip155',
  id: 1,
  name: 'Ethereum',
  currency: ether,
  explorer: ['Etherscan', 'https://etherscan.io'],
})
export const optimism = defineNetwork({
  namespace: 'eip155',
  id: 10,
  name: 'Optimism',
  currency: ether,
  explorer: ['Optimism Explorer', 'https://optimistic.etherscan.io'],
})
export const arbitrum = defineNetwork({
  namespace: 'eip155',
  id: 42161,
  name: 'Arbitrum',
  currency: ether,
  explorer: ['Arbiscan', 'https://arbiscan.io'],
})
export const polygon = defineNetwork({
  namespace: 'eip155',
  id: 137,
  name: 'Polygon',
  currency: ['POL', 'POL', 18],
  explorer: ['PolygonScan', 'https://polygonscan.com'],
})
export const celo = defineNetwork({
  namespace: 'eip155',
  id: 42220,
  name: 'Celo',
  currency: ['CELO', 'CELO', 18],
  explorer: ['Celo Explorer', 'https://celoscan.io'],
})
export const aurora = defineNetwork({
  namespace: 'eip155',
  id: 1313161554,
  name: 'Aurora',
  currency: ether,
  explorer: ['Aurora Explorer', 'https://explorer.aurora.dev'],
})
export const bsc = defineNetwork({
  namespace: 'eip155',
  id: 56,
  name: 'BNB',
  currency: ['BNB', 'BNB', 18],
  explorer: ['BscScan', 'https://bscscan.com'],
})
export const avalanche = defineNetwork({
  namespace: 'eip155',
  id: 43114,
  name: 'Avalanche',
  currency: ['Avalanche', 'AVAX', 18],
  explorer: ['SnowTrace', 'https://snowtrace.io'],
})
export const zksync = defineNetwork({
  namespace: 'eip155',
  id: 324,
  name: 'zkSync',
  currency: ether,
  explorer: ['zkSync Explorer', 'https://explorer.zksync.io'],
})
export const gnosis = defineNetwork({
  namespace: 'eip155',
  id: 100,
  name: 'Gnosis',
  currency: ['xDAI', 'XDAI', 18],
  explorer: ['Gnosisscan', 'https://gnosisscan.io'],
})
export const base = defineNetwork({
  namespace: 'eip155',
  id: 8453,
  name: 'Base',
  currency: ether,
  explorer: ['Basescan', 'https://basescan.org'],
})
export const zora = defineNetwork({
  namespace: 'eip155',
  id: 7777777,
  name: 'Zora',
  currency: ether,
  explorer: ['Zora Explorer', 'https://explorer.zora.energy'],
})

// Their test networks.
export const sepolia = defineNetwork({
  namespace: 'eip155',
  id: 11155111,
  name: 'Sepolia',
  currency: ['Sepolia Ether', 'ETH', 18],
  explorer: ['Etherscan', 'https://sepolia.etherscan.io'],
  testnet: true,
})
export const baseSepolia = defineNetwork({
  namespace: 'eip155',
  id: 84532,
  name: 'Base Sepolia',
  currency: ['Sepolia Ether', 'ETH', 18],
  explorer: ['Basescan', 'https://sepolia.basescan.org'],
  testnet: true,
})
export const polygonAmoy = defineNetwork({
  namespace: 'eip155',
  id: 80002,
  name: 'Polygon Amoy',
  currency: ['POL', 'POL', 18],
  explorer: ['PolygonScan', 'https://amoy.polygonscan.com'],
  testnet: true,
})
