import { describe, expect, it } from 'vitest'
import { setChainAccountData } from '../controllers/chain/account'
import { makeTestCore } from '../testing/makeTestCore'
import { refreshNativeBalance } from './nativeBalanceFlow'

describe('native balance', () => {
  it('SPEC §9 "Cache: portfolio and native balance 30 s"', async () => {
    let now = 1_000_000
    const clock = { now: () => now, setTimeout: () => 0, clearTimeout: () => {} }
    const { core, evm } = makeTestCore('http://127.0.0.1:9', {}, { clock })
    await expect(refreshNativeBalance(core)).resolves.toBe(false)
    setChainAccountData(core.chain, 'eip155', { address: '0xa', caipAddress: 'eip155:1:0xa' })
    let reads = 0
    const getBalance = evm.getBalance
    evm.getBalance = async (p) => {
      reads++
      return getBalance(p)
    }
    await expect(refreshNativeBalance(core)).resolves.toBe(true)
    expect(core.chain.namespaces.eip155?.accountState).toMatchObject({
      balance: '1.5',
      balanceSymbol: 'ETH',
    })
    now += 29_999
    await expect(refreshNativeBalance(core)).resolves.toBe(false)
    await expect(refreshNativeBalance(core, true)).resolves.toBe(true)
    now += 30_000
    await expect(refreshNativeBalance(core)).resolves.toBe(true)
    expect(reads).toBe(3)
  })
})
