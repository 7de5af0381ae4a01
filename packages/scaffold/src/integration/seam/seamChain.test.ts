import * as flows from '@appkit/core/flows'
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { hex } from '@scure/base'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createChainModal, destroyChainModals } from '../../testing/createChainModal'
import { chooseWalletInModal, modalButtonWith, modalText } from '../../testing/modalQueries'
import { createSeamAdapter, createSeamWallet, SEAM_CHAIN } from './seamChainAdapter'

// The seam proof of issue 20: an adapter for a chain core and the scaffold have never heard of,
// written against the contract alone (seamChainAdapter.ts), connects, shows its balance and signs
// through the unchanged modal. Its ledger is an in-memory map: the chain is made up on purpose.
afterEach(destroyChainModals)

function setup() {
  const wallet = createSeamWallet()
  const ledger = new Map([[wallet.address, 12_500_000n]])
  const adapter = createSeamAdapter(wallet, ledger)
  const appKit = createChainModal(adapter, [SEAM_CHAIN])
  return { wallet, adapter, appKit }
}

const text = modalText
const button = modalButtonWith

async function connect(appKit: ReturnType<typeof setup>['appKit']) {
  await chooseWalletInModal(appKit, 'Seam Wallet')
  await waitFor(() => expect(appKit.getIsConnected()).toBe(true), { timeout: 15_000 })
}

describe('a made-up chain through the adapter contract alone', () => {
  it('connects from Connect, then Account shows its CAIP-10 account and balance, and no control it cannot honour', async () => {
    const { wallet, appKit } = setup()
    await connect(appKit)
    expect(appKit.getCaipAddress()).toBe(`cosmos:appkit-seam-1:${wallet.address}`)
    await waitFor(() => expect(appKit.getState().open).toBe(false))
    await appKit.open()
    // 12.5 SEAM read through the adapter's getBalance (SPEC §5: truncated to 3 decimals).
    await waitFor(() => expect(text()).toContain('12.5 SEAM'), { timeout: 15_000 })
    expect(text()).toContain('Seam Chain')
    expect(text()).toContain('Receive')
    // SPEC §1: swaps and on-ramp are not cosmos features; send is (issue 15), but this adapter
    // has no transfer, transaction or switch capability: none of their buttons shows.
    for (const absent of ['Send', 'Swap', 'Buy']) expect(button(absent)).toBeUndefined()
  })

  it("signs under its own request policy: the approval view shows the adapter's summary and the signature verifies", async () => {
    const { wallet, adapter, appKit } = setup()
    await connect(appKit)
    const caipAddress = `cosmos:appkit-seam-1:${wallet.address}` as const
    const signing = flows.runWithApproval(
      appKit.core,
      { id: 1, method: 'seam_signArbitrary', params: 'hello seam', namespace: 'cosmos' },
      (message) => adapter.signMessage({ message, caipAddress }),
    )
    await waitFor(() => expect(text()).toContain('hello seam'), { timeout: 15_000 })
    expect(text()).toContain('seam_signArbitrary')
    // The approve button arms after 500 ms (HOSTILE F).
    await waitFor(() => expect(button('Approve')?.getAttribute('aria-disabled')).not.toBe('true'), {
      timeout: 5_000,
    })
    button('Approve')?.click()
    const signature = await signing
    const digest = sha256(new TextEncoder().encode('hello seam'))
    const publicKey = secp256k1.getPublicKey(wallet.privateKey, true)
    expect(secp256k1.verify(hex.decode(signature), digest, publicKey)).toBe(true)
    expect(secp256k1.verify(hex.decode(signature), sha256(new Uint8Array([1])), publicKey)).toBe(
      false,
    )
  })

  it("SPEC §5 'Only listed safe or unsafe RPC methods are accepted': a method the adapter does not list is refused, its own safe one runs at once", async () => {
    const { appKit } = setup()
    await connect(appKit)
    await expect(
      flows.runWithApproval(
        appKit.core,
        { id: 2, method: 'personal_sign', params: [], namespace: 'cosmos' },
        async () => 'never',
      ),
    ).rejects.toThrow('Requested RPC call is not allowed')
    await expect(
      flows.runWithApproval(
        appKit.core,
        { id: 3, method: 'seam_getAccounts', params: [], namespace: 'cosmos' },
        async () => ['cosmos1…'],
      ),
    ).resolves.toEqual(['cosmos1…'])
  })

  it("a refusal reaches core as a user rejection: 'Connection rejected', nothing connected", async () => {
    const { wallet, appKit } = setup()
    wallet.refuse = true
    await chooseWalletInModal(appKit, 'Seam Wallet')
    await waitFor(() => expect(text()).toContain('Connection rejected'), { timeout: 15_000 })
    expect(appKit.getIsConnected()).toBe(false)
  })
})
