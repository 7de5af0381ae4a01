import { describe, expect, inject, it } from 'vitest'
import type { ApprovalRequest } from './DevWalletTypes'
import { UserRejectedRequestError } from './errors/providerErrors'
import { createDevnetWallet, recordEvents } from './testing/createDevnetWallet'

const devnet = inject('devnet')

describe('accounts and consent', () => {
  it('eth_accounts is [] until eth_requestAccounts is approved, then the active account', async () => {
    const wallet = createDevnetWallet(devnet)
    const changes = recordEvents(wallet, 'accountsChanged')
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    const accounts = await wallet.request({ method: 'eth_requestAccounts' })
    expect(accounts).toEqual([wallet.getAddress()])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual(accounts)
    expect(changes).toEqual([accounts])
    await wallet.request({ method: 'eth_requestAccounts' })
    expect(changes).toHaveLength(1)
  })

  it('reject mode gives a 4001 error object with a numeric code, and stays disconnected', async () => {
    const wallet = createDevnetWallet(devnet, { mode: 'reject' })
    const error = await wallet
      .request({ method: 'eth_requestAccounts' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001 })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('setMode changes the answer at runtime; an unknown mode is refused', async () => {
    const wallet = createDevnetWallet(devnet)
    wallet.setMode('reject')
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    })
    wallet.setMode('approve')
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([wallet.getAddress()])
    expect(() => wallet.setMode('maybe' as never)).toThrow(/Unknown mode/)
    expect(wallet.getMode()).toBe('approve')
  })

  it('prompt mode asks the prompt with what is approved, one prompt at a time, and 4001 on reject', async () => {
    const asked: ApprovalRequest[] = []
    const answers = [false, true]
    const wallet = createDevnetWallet(devnet, {
      mode: 'prompt',
      origin: 'shop.example',
      prompt: async (request) => {
        asked.push(request)
        return answers.shift() ?? false
      },
    })
    const first = wallet.request({ method: 'eth_requestAccounts' })
    const second = wallet.request({ method: 'eth_requestAccounts' })
    await expect(first).rejects.toMatchObject({ code: 4001 })
    expect(await second).toEqual([wallet.getAddress()])
    expect(asked).toHaveLength(2)
    expect(asked[0]).toMatchObject({
      method: 'eth_requestAccounts',
      title: 'Connect to shop.example?',
    })
    expect(asked[0]?.details).toContain(`Account ${wallet.getAddress()}`)
  })

  it('prompt mode without a DOM or prompt fails with -32603 instead of hanging', async () => {
    const wallet = createDevnetWallet(devnet, { mode: 'prompt' })
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: -32603,
    })
  })

  it('wallet_revokePermissions disconnects: accountsChanged [] and eth_accounts []', async () => {
    const wallet = createDevnetWallet(devnet)
    await wallet.request({ method: 'eth_requestAccounts' })
    const changes = recordEvents(wallet, 'accountsChanged')
    expect(
      await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).toBeNull()
    expect(changes).toEqual([[]])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('switchAccount inside the wallet emits accountsChanged with the new address', async () => {
    const wallet = createDevnetWallet(devnet)
    const changes = recordEvents(wallet, 'accountsChanged')
    wallet.switchAccount(1)
    expect(changes).toEqual([])
    await wallet.request({ method: 'eth_requestAccounts' })
    const second = wallet.getAddresses()[2]!
    wallet.switchAccount(second)
    expect(changes.at(-1)).toEqual([second])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([second])
    expect(() => wallet.switchAccount(9)).toThrow(/holds no account/)
  })

  it('wallet_requestPermissions asks every time (even when authorized) and returns the eth_accounts permission', async () => {
    const asked: string[] = []
    const wallet = createDevnetWallet(devnet, {
      mode: 'prompt',
      prompt: async (request) => {
        asked.push(request.method)
        return true
      },
    })
    const changes = recordEvents(wallet, 'accountsChanged')
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual([])
    const params = [{ eth_accounts: {} }]
    const granted = await wallet.request({ method: 'wallet_requestPermissions', params })
    // wagmi reads the accounts from the first caveat's value
    expect(granted).toMatchObject([
      { parentCapability: 'eth_accounts', caveats: [{ value: [wallet.getAddress()] }] },
    ])
    await wallet.request({ method: 'wallet_requestPermissions', params })
    await wallet.request({ method: 'eth_requestAccounts' })
    expect(asked).toEqual(['wallet_requestPermissions', 'wallet_requestPermissions'])
    expect(changes).toEqual([[wallet.getAddress()]])
    wallet.setMode('reject')
    await expect(
      wallet.request({ method: 'wallet_requestPermissions', params }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([wallet.getAddress()])
  })

  it('wallet_getCapabilities answers per chain (hex keys) for the authorized account only', async () => {
    const wallet = createDevnetWallet(devnet)
    await expect(
      wallet.request({ method: 'wallet_getCapabilities', params: [wallet.getAddress()] }),
    ).rejects.toMatchObject({ code: 4100 })
    await wallet.request({ method: 'eth_requestAccounts' })
    expect(
      await wallet.request({ method: 'wallet_getCapabilities', params: [wallet.getAddress()] }),
    ).toEqual({
      '0x1': { atomic: { status: 'unsupported' } },
      '0x89': { atomic: { status: 'unsupported' } },
    })
    expect(
      Object.keys(
        (await wallet.request({
          method: 'wallet_getCapabilities',
          params: [wallet.getAddress(), ['0x89']],
        })) as object,
      ),
    ).toEqual(['0x89'])
  })
})
