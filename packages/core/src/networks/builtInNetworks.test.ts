import { describe, expect, it } from 'vitest'
import { parseCaipNetworkId } from '../caip/parseCaipNetworkId'
import { SWAP_SUPPORTED_CHAIN_IDS } from '../constants/networkConstants'
import * as networks from '../exports/networks'
import type { CaipNetwork } from '../types/network'

const builtIn = Object.values(networks).filter(
  (value): value is CaipNetwork => typeof value === 'object' && 'caipNetworkId' in value,
)

describe('built-in networks (@appkit/core/networks)', () => {
  it("SPEC §9 'Built-in networks: Ethereum, Optimism, Arbitrum, Polygon, Celo, Aurora, BNB, Avalanche, zkSync, Gnosis, Base, Zora, Solana and test networks'", () => {
    const mainNames = builtIn.filter((network) => !network.testnet).map((network) => network.name)
    const specNames = ['Ethereum', 'Optimism', 'Arbitrum', 'Polygon', 'Celo', 'Aurora', 'BNB']
    specNames.push('Avalanche', 'zkSync', 'Gnosis', 'Base', 'Zora', 'Solana')
    for (const name of specNames) expect(mainNames).toContain(name)
    expect(builtIn.filter((network) => network.testnet).length).toBeGreaterThan(0)
  })

  it('each id is a valid CAIP-2 id of its namespace and reference, and ids are unique', () => {
    for (const network of builtIn) {
      const parsed = parseCaipNetworkId(network.caipNetworkId)
      expect(parsed.namespace).toBe(network.chainNamespace)
      expect(parsed.reference).toBe(String(network.id))
    }
    const ids = builtIn.map((network) => network.caipNetworkId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('covers the five namespaces and the EVM swap networks it names', () => {
    expect(new Set(builtIn.map((network) => network.chainNamespace))).toEqual(
      new Set(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']),
    )
    const evmIds = builtIn.map((network) => network.id)
    const named = SWAP_SUPPORTED_CHAIN_IDS.filter((id) => evmIds.includes(id))
    // Fantom (250) and Kaia (8217) are swap networks the spec does not list as built in.
    expect(named).toEqual(SWAP_SUPPORTED_CHAIN_IDS.filter((id) => id !== 250 && id !== 8217))
  })

  it('ships no RPC host: every built-in network starts with an empty RPC list', () => {
    for (const network of builtIn) expect(network.rpcUrls.default.http).toEqual([])
  })

  it('block explorer links are https', () => {
    for (const network of builtIn) {
      const url = network.blockExplorers?.default.url
      expect(url && new URL(url).protocol).toBe('https:')
    }
  })
})

describe('withApiRpc', () => {
  it("SPEC §7 'default host takes chainId and projectId query parameters': points each network at the API's /v1 proxy", () => {
    const [ethereum, sol] = networks.withApiRpc([networks.mainnet, networks.solana], {
      url: 'https://api.my.dapp',
      projectId: 'p1',
    })
    expect(ethereum.rpcUrls.default.http).toEqual([
      'https://api.my.dapp/v1?chainId=eip155%3A1&projectId=p1',
    ])
    expect(sol.rpcUrls.default.http).toEqual([
      'https://api.my.dapp/v1?chainId=solana%3A5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&projectId=p1',
    ])
    expect(new URL(ethereum.rpcUrls.default.http[0] ?? '').searchParams.get('chainId')).toBe(
      'eip155:1',
    )
  })

  it('keeps a base path, drops a query, and needs no project id', () => {
    const [ethereum] = networks.withApiRpc([networks.mainnet], 'http://127.0.0.1:8787/api?x=1')
    expect(ethereum.rpcUrls.default.http).toEqual([
      'http://127.0.0.1:8787/api/v1?chainId=eip155%3A1',
    ])
  })

  it('leaves networks that name their own RPC URL alone, and does not change its input', () => {
    const own = { ...networks.base, rpcUrls: { default: { http: ['https://rpc.example/base'] } } }
    const result = networks.withApiRpc([own, networks.mainnet], 'https://api.my.dapp')
    expect(result[0]).toBe(own)
    expect(networks.mainnet.rpcUrls.default.http).toEqual([])
  })

  it("refuses a base URL that is not absolute http(s) with 'Invalid API URL: {value}'", () => {
    for (const bad of ['api.my.dapp', 'javascript:alert(1)', 'ftp://api.my.dapp', '']) {
      expect(() => networks.withApiRpc([networks.mainnet], bad)).toThrow(
        new networks.InvalidApiUrlError(bad),
      )
    }
    expect(() => networks.withApiRpc([networks.mainnet], 'wss://x')).toThrow(
      'Invalid API URL: wss://x',
    )
  })
})

describe('withApiExplorer', () => {
  const local: CaipNetwork = {
    ...networks.solanaDevnet,
    id: 'Loc4lC1usterGenesisHashPrefix000',
    caipNetworkId: 'solana:Loc4lC1usterGenesisHashPrefix000',
    name: 'Solana Local',
  }
  const { blockExplorers: _none, ...localWithoutExplorer } = local

  it("gives a network with no explorer the API's transaction pages, by its CAIP-2 id", () => {
    const [sol] = networks.withApiExplorer([localWithoutExplorer], {
      url: 'http://127.0.0.1:8787/api?x=1',
      projectId: 'p1',
    })
    expect(sol.blockExplorers).toEqual({
      default: {
        name: networks.API_EXPLORER_NAME,
        url: 'http://127.0.0.1:8787/api/explorer/solana:Loc4lC1usterGenesisHashPrefix000?projectId=p1',
      },
    })
  })

  it('leaves the built-in networks their public explorers, and does not change its input', () => {
    const result = networks.withApiExplorer(
      [networks.solana, networks.mainnet, localWithoutExplorer],
      'https://api.my.dapp',
    )
    expect(result[0]).toBe(networks.solana)
    expect(result[1]).toBe(networks.mainnet)
    expect(result[2]?.blockExplorers?.default.url).toBe(
      'https://api.my.dapp/explorer/solana:Loc4lC1usterGenesisHashPrefix000',
    )
    expect(localWithoutExplorer).not.toHaveProperty('blockExplorers')
  })

  it("refuses a base URL that is not absolute http(s) with 'Invalid API URL: {value}'", () => {
    expect(() => networks.withApiExplorer([localWithoutExplorer], 'javascript:alert(1)')).toThrow(
      'Invalid API URL: javascript:alert(1)',
    )
  })
})
