import { describe, expect, it } from 'vitest'
import { mainnet, optimism } from './evmNetworks'
import { withCustomRpcUrls } from './withCustomRpcUrls'

const ownRpc = { ...mainnet, rpcUrls: { default: { http: ['https://own.example/rpc'] } } }

describe("withCustomRpcUrls (AppKit's customRpcUrls)", () => {
  it('puts the custom URLs before the network’s own, in the order given, and leaves other networks alone', () => {
    const [first, second] = withCustomRpcUrls([ownRpc, optimism], {
      'eip155:1': [{ url: 'https://a.example/rpc' }, { url: 'http://127.0.0.1:8545', config: {} }],
    })
    expect(first?.rpcUrls.default.http).toEqual([
      'https://a.example/rpc',
      'http://127.0.0.1:8545',
      'https://own.example/rpc',
    ])
    expect(second).toBe(optimism)
    expect(withCustomRpcUrls([ownRpc], undefined)[0]).toBe(ownRpc)
  })

  it('lists a URL given both ways once, first', () => {
    const [network] = withCustomRpcUrls([ownRpc], {
      'eip155:1': [{ url: 'https://own.example/rpc' }],
    })
    expect(network?.rpcUrls.default.http).toEqual(['https://own.example/rpc'])
  })

  it("rejects a URL that is not absolute http(s): 'Invalid RPC URL for eip155:1: …'", () => {
    expect(() => withCustomRpcUrls([ownRpc], { 'eip155:1': [{ url: 'ws://x.example' }] })).toThrow(
      'Invalid RPC URL for eip155:1: ws://x.example',
    )
    expect(() => withCustomRpcUrls([ownRpc], { 'eip155:1': [{ url: 'not a url' }] })).toThrow(
      expect.objectContaining({ name: 'InvalidRpcUrlError' }),
    )
  })
})
