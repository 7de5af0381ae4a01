// @vitest-environment happy-dom

import { UserRejectedRequestError } from '@appkit/core'
import type { ChainAdapterEvent } from '@appkit/core/adapter'
import { DEV_WALLET_RDNS } from '@appkit/dev-wallet'
import { erc20Abi, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { devnetNetwork, devnetReader, setUpDevnetWallet } from './testing/devnetFixtures'
import { getConnection } from './wagmiConnection'

const devnet = inject('devnet')
const RECIPIENT = privateKeyToAddress(
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
)

describe('WagmiAdapter on the devnet with the dev wallet', () => {
  it('connects with the announced dev wallet and reports its account on chain 1', async () => {
    const { wallet, adapter } = setUpDevnetWallet(devnet)
    const result = await adapter.connect({ connectorId: DEV_WALLET_RDNS })
    expect(result.caipAddress).toBe(`eip155:1:${wallet.getAddress()}`)
    expect(result.accounts).toEqual([
      { caipAddress: `eip155:1:${wallet.getAddress()}`, purpose: 'eoa' },
    ])
    expect(await adapter.getAccounts({ connectorId: DEV_WALLET_RDNS })).toEqual(result.accounts)
    expect(getConnection(adapter.wagmiConfig).address).toBe(wallet.getAddress())
  })

  it('reads the balance the devnet holds for the account', async () => {
    const { wallet, adapter } = setUpDevnetWallet(devnet)
    await adapter.connect({ connectorId: DEV_WALLET_RDNS })
    const onChain = await devnetReader(devnet, 137).getBalance({ address: wallet.getAddress() })
    const balance = await adapter.getBalance({ caipAddress: `eip155:137:${wallet.getAddress()}` })
    expect(parseEther(balance.balance)).toBe(onChain)
    expect(balance.symbol).toBe('POL')
  })

  it('signs a message that viem verifies for the connected address', async () => {
    const { wallet, adapter } = setUpDevnetWallet(devnet)
    const { caipAddress } = await adapter.connect({ connectorId: DEV_WALLET_RDNS })
    const message = 'Sign in to AppKit devnet'
    const signature = await adapter.signMessage({ message, caipAddress })
    expect(
      await verifyMessage({ address: wallet.getAddress(), message, signature: signature as never }),
    ).toBe(true)
    expect(
      await verifyMessage({ address: RECIPIENT, message, signature: signature as never }),
    ).toBe(false)
  })

  it('sends a transaction whose receipt is on the devnet and moves the value', async () => {
    const { adapter } = setUpDevnetWallet(devnet)
    await adapter.connect({ connectorId: DEV_WALLET_RDNS })
    const reader = devnetReader(devnet, 1)
    const before = await reader.getBalance({ address: RECIPIENT })
    const value = parseEther('0.25')
    const hash = await adapter.sendTransaction({
      kind: 'evmCall',
      caipNetworkId: devnetNetwork(devnet, 1).caipNetworkId,
      to: RECIPIENT,
      value,
    })
    const receipt = await reader.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(RECIPIENT.toLowerCase())
    expect(await reader.getBalance({ address: RECIPIENT })).toBe(before + value)
  })

  it("transfers a token named by CAIP-19 (core's send flow) as an ERC-20 transfer on the devnet", async () => {
    const { adapter } = setUpDevnetWallet(devnet)
    const { caipAddress } = await adapter.connect({ connectorId: DEV_WALLET_RDNS })
    const usdc = devnet.contracts[1]?.usdc as `0x${string}`
    const reader = devnetReader(devnet, 1)
    const balanceOf = () =>
      reader.readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [RECIPIENT],
      })
    const before = await balanceOf()
    const hash = await adapter.transfer({
      from: caipAddress,
      to: RECIPIENT,
      asset: `eip155:1/erc20:${usdc}`,
      amount: 1_000_000n,
    })
    const receipt = await reader.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(usdc.toLowerCase())
    expect(await balanceOf()).toBe(before + 1_000_000n)
    await expect(
      adapter.transfer({
        from: caipAddress,
        to: RECIPIENT,
        asset: 'eip155:137/slip44:60',
        amount: 1n,
      }),
    ).rejects.toThrow('Unsupported asset')
    await expect(
      adapter.sendTransaction({
        kind: 'psbt',
        caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
        psbt: '',
      }),
    ).rejects.toThrow('The EVM adapter cannot send a psbt transaction')
  })

  it('transfers the native coin named by CAIP-19 slip44:60', async () => {
    const { adapter } = setUpDevnetWallet(devnet)
    const { caipAddress } = await adapter.connect({ connectorId: DEV_WALLET_RDNS })
    const reader = devnetReader(devnet, 1)
    const before = await reader.getBalance({ address: RECIPIENT })
    const hash = await adapter.transfer({
      from: caipAddress,
      to: RECIPIENT,
      asset: 'eip155:1/slip44:60',
      amount: 5n,
    })
    await reader.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(await reader.getBalance({ address: RECIPIENT })).toBe(before + 5n)
  })

  it('signs typed data viem verifies', async () => {
    const { wallet, adapter } = setUpDevnetWallet(devnet)
    const { caipAddress } = await adapter.connect({ connectorId: DEV_WALLET_RDNS })
    const data = {
      domain: { name: 'AppKit', version: '1', chainId: 1 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const signature = await adapter.signTypedData({ caipAddress, data })
    expect(
      await verifyTypedData({
        ...data,
        address: wallet.getAddress(),
        signature: signature as never,
      }),
    ).toBe(true)
  })

  it('switches the wallet from chain 1 to 137 for real and tells core (chainChanged 137)', async () => {
    const { wallet, adapter, methods } = setUpDevnetWallet(devnet)
    await adapter.connect({ connectorId: DEV_WALLET_RDNS })
    const events: ChainAdapterEvent[] = []
    adapter.subscribe((event) => events.push(event))
    await adapter.switchNetwork({ caipNetwork: devnetNetwork(devnet, 137) })
    expect(wallet.getChainId()).toBe(137)
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(137)
    expect(events).toContainEqual({
      type: 'chainChanged',
      connectorId: DEV_WALLET_RDNS,
      caipNetworkId: 'eip155:137',
    })
    expect(methods).not.toContain('wallet_addEthereumChain')
    const balance = await adapter.getBalance({ caipAddress: `eip155:137:${wallet.getAddress()}` })
    expect(balance.symbol).toBe('POL')
  })

  it("a rejected connect (4001) surfaces as core's UserRejectedRequestError and stays disconnected", async () => {
    const { adapter, methods } = setUpDevnetWallet(devnet, { wallet: { mode: 'reject' } })
    const attempt = adapter.connect({ connectorId: DEV_WALLET_RDNS })
    await expect(attempt).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected')
    // wagmi asks for accounts with wallet_requestPermissions; the rejected request is not retried.
    const asks = methods.filter(
      (m) => m === 'eth_requestAccounts' || m === 'wallet_requestPermissions',
    )
    expect(asks).toHaveLength(1)
  })

  it("a rejected switch (4001) surfaces as core's UserRejectedRequestError; the chain stays", async () => {
    const { wallet, adapter } = setUpDevnetWallet(devnet)
    await adapter.connect({ connectorId: DEV_WALLET_RDNS })
    wallet.setMode('reject')
    await expect(
      adapter.switchNetwork({ caipNetwork: devnetNetwork(devnet, 137) }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(wallet.getChainId()).toBe(1)
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(1)
  })
})

describe('connect on a requested chain', () => {
  it('connects, then switches the wallet to the requested chain 137', async () => {
    const { wallet, adapter } = setUpDevnetWallet(devnet)
    const result = await adapter.connect({
      connectorId: DEV_WALLET_RDNS,
      caipNetworkId: 'eip155:137',
    })
    expect(result.caipAddress).toBe(`eip155:137:${wallet.getAddress()}`)
    expect(wallet.getChainId()).toBe(137)
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(137)
  })
})
