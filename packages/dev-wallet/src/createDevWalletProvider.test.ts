import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, inject, it } from 'vitest'
import { ANVIL_DEV_KEYS } from './anvilDevKeys'
import { createDevWalletProvider } from './createDevWalletProvider'
import type { DevWalletStorage } from './DevWalletTypes'
import { ProviderRpcError } from './errors/ProviderRpcError'
import {
  createDevnetWallet,
  devnetClient,
  devnetWalletChains,
  recordEvents,
} from './testing/createDevnetWallet'

const devnet = inject('devnet')

function memoryStorage(): DevWalletStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  }
}

describe('createDevWalletProvider', () => {
  it('forwards reads to the active chain RPC (eth_getBalance equals what anvil says)', async () => {
    const wallet = createDevnetWallet(devnet)
    const address = wallet.getAddress()
    const balance = await devnetClient(devnet, 1).getBalance({ address })
    expect(
      BigInt(
        (await wallet.request({ method: 'eth_getBalance', params: [address, 'latest'] })) as string,
      ),
    ).toBe(balance)
  })

  it("passes the node's JSON-RPC error code and message through", async () => {
    const wallet = createDevnetWallet(devnet)
    const error = await wallet
      .request({ method: 'eth_getBalance', params: ['0x12', 'latest'] })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: -32602 })
  })

  it('refuses non-Ethereum methods such as anvil_setBalance with 4200 (never forwarded)', async () => {
    const wallet = createDevnetWallet(devnet)
    await expect(
      wallet.request({ method: 'anvil_setBalance', params: [wallet.getAddress(), '0x0'] }),
    ).rejects.toMatchObject({ code: 4200 })
    await expect(wallet.request({ method: 'wallet_sendCalls', params: [] })).rejects.toMatchObject({
      code: 4200,
    })
  })

  it('rejects a request without a method or with non-array params (-32602)', async () => {
    const wallet = createDevnetWallet(devnet)
    await expect(wallet.request({} as never)).rejects.toMatchObject({ code: -32602 })
    await expect(wallet.request({ method: 'eth_accounts', params: 'x' })).rejects.toMatchObject({
      code: -32602,
    })
  })

  it('emits connect with the hex chain id after creation', async () => {
    const wallet = createDevnetWallet(devnet, { chainId: 137 })
    const connects = recordEvents(wallet, 'connect')
    await Promise.resolve()
    expect(connects).toEqual([{ chainId: '0x89' }])
  })

  it('losing the chains emits disconnect with a 4900 error and chain requests fail with 4900 until reconnected', async () => {
    const wallet = createDevnetWallet(devnet)
    const disconnects = recordEvents(wallet, 'disconnect')
    const connects = recordEvents(wallet, 'connect')
    wallet.setChainConnection(false)
    expect(disconnects).toEqual([expect.objectContaining({ code: 4900 })])
    await expect(wallet.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: 4900,
    })
    wallet.setChainConnection(true)
    expect(connects.at(-1)).toEqual({ chainId: '0x1' })
    expect(typeof (await wallet.request({ method: 'eth_blockNumber' }))).toBe('string')
  })

  it('an unreachable chain RPC gives 4901', async () => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    await new Promise((resolve) => server.close(resolve))
    const wallet = createDevWalletProvider({
      accounts: ANVIL_DEV_KEYS,
      chains: [{ chainId: 1, name: 'Gone', rpcUrl: `http://127.0.0.1:${port}` }],
    })
    await expect(wallet.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: 4901,
    })
  })

  it('remembers authorization, account and chain in its storage across a reload', async () => {
    const storage = memoryStorage()
    const first = createDevnetWallet(devnet, { storage })
    await first.request({ method: 'eth_requestAccounts' })
    first.switchAccount(1)
    first.switchChain(137)
    const reloaded = createDevnetWallet(devnet, { storage })
    expect(await reloaded.request({ method: 'eth_accounts' })).toEqual([first.getAddresses()[1]])
    expect(await reloaded.request({ method: 'eth_chainId' })).toBe('0x89')
    await reloaded.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(
      await createDevnetWallet(devnet, { storage }).request({ method: 'eth_accounts' }),
    ).toEqual([])
  })

  it('ignores a corrupt or stale stored state', async () => {
    const storage = memoryStorage()
    storage.setItem('appkit-dev-wallet', '{"authorized":true,"accountIndex":42,"chainId":999}')
    const wallet = createDevnetWallet(devnet, { storage })
    expect(wallet.getAddress()).toBe(wallet.getAddresses()[0])
    expect(wallet.getChainId()).toBe(1)
    storage.setItem('appkit-dev-wallet', '{not json')
    expect(
      await createDevnetWallet(devnet, { storage }).request({ method: 'eth_accounts' }),
    ).toEqual([])
  })

  it('refuses to start without keys or chains', () => {
    expect(() =>
      createDevWalletProvider({ accounts: [], chains: devnetWalletChains(devnet) }),
    ).toThrow(/at least one private key/)
    expect(() => createDevWalletProvider({ accounts: ANVIL_DEV_KEYS, chains: [] })).toThrow(
      /at least one chain/,
    )
  })

  it('removeListener stops the events', () => {
    const wallet = createDevnetWallet(devnet)
    const seen: unknown[] = []
    const listener = (payload: unknown) => seen.push(payload)
    wallet.on('chainChanged', listener)
    wallet.switchChain(137)
    wallet.removeListener('chainChanged', listener)
    wallet.switchChain(1)
    expect(seen).toEqual(['0x89'])
  })
})
