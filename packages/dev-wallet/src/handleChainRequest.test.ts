import { describe, expect, inject, it } from 'vitest'
import { createDevnetWallet, devnetClient, recordEvents } from './testing/createDevnetWallet'

const devnet = inject('devnet')
const polygonRpcUrl = devnet.chains.find((chain) => chain.chainId === 137)!.rpcUrl

describe('chains', () => {
  it('answers eth_chainId in hex and net_version in decimal for the active chain', async () => {
    const wallet = createDevnetWallet(devnet)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(await wallet.request({ method: 'net_version' })).toBe('1')
  })

  it('wallet_switchEthereumChain 1 → 137 → 1 emits chainChanged with hex ids and reads follow the chain', async () => {
    const wallet = createDevnetWallet(devnet)
    const changes = recordEvents(wallet, 'chainChanged')
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
    expect(changes).toEqual(['0x89'])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x89')
    const height = await devnetClient(devnet, 137).getBlockNumber()
    expect(BigInt((await wallet.request({ method: 'eth_blockNumber' })) as string)).toBe(height)
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    expect(changes).toEqual(['0x89', '0x1'])
  })

  it('an unknown chain gives 4902 and leaves the active chain as it was', async () => {
    const wallet = createDevnetWallet(devnet)
    await expect(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }),
    ).rejects.toMatchObject({ code: 4902 })
    expect(() => wallet.switchChain(10)).toThrow(expect.objectContaining({ code: 4902 }))
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  it('a malformed chain id gives -32602', async () => {
    const wallet = createDevnetWallet(devnet)
    for (const chainId of [137, '137', '0xZZ', '', '0x0']) {
      await expect(
        wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] }),
      ).rejects.toMatchObject({ code: -32602 })
    }
  })

  it('wallet_addEthereumChain adds the chain after consent and switches to it; rejected, nothing changes', async () => {
    const wallet = createDevnetWallet(devnet, { mode: 'reject' })
    const added = {
      chainId: '0x7a69',
      chainName: 'Devnet 31337',
      rpcUrls: [polygonRpcUrl],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    }
    await expect(
      wallet.request({ method: 'wallet_addEthereumChain', params: [added] }),
    ).rejects.toMatchObject({ code: 4001 })
    await expect(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }),
    ).rejects.toMatchObject({ code: 4902 })
    wallet.setMode('approve')
    const changes = recordEvents(wallet, 'chainChanged')
    expect(await wallet.request({ method: 'wallet_addEthereumChain', params: [added] })).toBeNull()
    expect(changes).toEqual(['0x7a69'])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await expect(
      wallet.request({
        method: 'wallet_addEthereumChain',
        params: [{ chainId: '0x5', chainName: 'x', rpcUrls: ['javascript:alert(1)'] }],
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('switching inside the wallet (switchChain) emits chainChanged without a prompt, even in reject mode', async () => {
    const wallet = createDevnetWallet(devnet, { mode: 'reject' })
    const changes = recordEvents(wallet, 'chainChanged')
    wallet.switchChain(137)
    expect(changes).toEqual(['0x89'])
    expect(wallet.getChainId()).toBe(137)
  })

  it('switching in reject mode gives 4001 and keeps the chain', async () => {
    const wallet = createDevnetWallet(devnet, { mode: 'reject' })
    await expect(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(wallet.getChainId()).toBe(1)
  })
})
