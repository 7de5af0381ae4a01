import { afterEach, describe, expect, it, vi } from 'vitest'
import { mainnet, solanaMainnet } from '../../testing/networks'
import { setChainAccountData } from '../chain/account'
import { createChain } from '../chain/chain'
import { addPendingRequest, createRequests } from '../requests/requests'
import { createRouter, push, pushTransactionStack } from '../router/router'
import { createModal, setModalLoading, shakeModal } from './modal'
import { closeModal, isCloseDisabled, type ModalContext, openModal } from './openModal'

function setup(overrides: Partial<ModalContext> = {}): ModalContext {
  return {
    modal: createModal(),
    router: createRouter(),
    chain: createChain({ networks: [mainnet, solanaMainnet] }),
    requests: createRequests(),
    basic: false,
    isMobile: false,
    embedded: false,
    siwxRequired: () => false,
    hasSiwxSession: () => false,
    ...overrides,
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('modal', () => {
  it('SPEC §2 "Opening: an explicit view if given; otherwise Account if an address is connected; otherwise Connect"', () => {
    const context = setup()
    openModal(context)
    expect(context.modal.open).toBe(true)
    expect(context.router.view).toBe('Connect')
    openModal(context, { view: 'AllWallets' })
    expect(context.router.history).toEqual(['Connect', 'AllWallets'])
    closeModal(context)
    openModal(context, { view: 'RegisterAccountName' })
    expect(context.router.history).toEqual(['RegisterAccountName'])
    closeModal(context)
    setChainAccountData(context.chain, 'eip155', { caipAddress: 'eip155:1:0xa' })
    openModal(context)
    expect(context.router.view).toBe('Account')
  })

  it("AppKit's open({ view }) names: 'Swap', 'OnRampProviders' and 'WalletSend' open the swaps, onramp and send panels with the data given; the others are ours as they are", () => {
    const context = setup()
    openModal(context, { view: 'Swap' })
    expect([context.router.view, context.router.data]).toEqual(['FeaturePanel', { panel: 'swaps' }])
    closeModal(context)
    openModal(context, { view: 'OnRampProviders' })
    expect(context.router.data).toEqual({ panel: 'onramp' })
    closeModal(context)
    openModal(context, { view: 'WalletSend', data: { to: '0xb' } })
    expect(context.router.data).toEqual({ to: '0xb', panel: 'send' })
    // Opened again while open: pushed, so back returns to the send panel.
    openModal(context, { view: 'WhatIsAWallet' })
    expect(context.router.history).toEqual(['FeaturePanel', 'WhatIsAWallet'])
    closeModal(context)
    for (const view of [
      'Connect',
      'Account',
      'AllWallets',
      'Networks',
      'WhatIsANetwork',
    ] as const) {
      openModal(context, { view })
      expect(context.router.view).toBe(view)
      closeModal(context)
    }
  })

  it('SPEC §2 "In basic WalletConnect mode (no adapter): AllWallets on mobile, ConnectingWalletConnectBasic on desktop"', () => {
    const mobile = setup({ basic: true, isMobile: true })
    openModal(mobile)
    expect(mobile.router.view).toBe('AllWallets')
    const desktop = setup({ basic: true, isMobile: false })
    openModal(desktop)
    expect(desktop.router.view).toBe('ConnectingWalletConnectBasic')
  })

  it('SPEC §2 "Closing resets to Connect; in embedded mode closing goes to Account if connected, else Connect"', () => {
    const context = setup()
    openModal(context, { view: 'AllWallets' })
    setModalLoading(context.modal, true)
    expect(closeModal(context)).toBe(true)
    expect(context.modal).toMatchObject({ open: false, loading: false })
    expect(context.router.history).toEqual(['Connect'])
    const embedded = setup({ embedded: true })
    openModal(embedded, { view: 'AllWallets' })
    closeModal(embedded)
    expect(embedded.router.view).toBe('Connect')
    setChainAccountData(embedded.chain, 'eip155', { caipAddress: 'eip155:1:0xa' })
    openModal(embedded, { view: 'Swap' })
    closeModal(embedded)
    expect(embedded.router.view).toBe('Account')
  })

  it('SPEC §2 "The modal can shake for 500 ms"', () => {
    vi.useFakeTimers()
    const modal = createModal()
    shakeModal(modal, (fn, ms) => setTimeout(fn, ms))
    shakeModal(modal, (fn, ms) => setTimeout(fn, ms))
    expect(modal.shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(modal.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(modal.shake).toBe(false)
  })

  it('SPEC §2 "Opening a specific namespace different from the active chain switches to that namespace\'s network without confirmation"', () => {
    const context = setup()
    openModal(context, { namespace: 'solana' })
    expect(context.chain.activeNamespace).toBe('solana')
    expect(context.chain.namespaces.solana?.networkState.caipNetwork?.caipNetworkId).toBe(
      solanaMainnet.caipNetworkId,
    )
    expect(context.router.view).toBe('Connect')
  })

  it('SPEC §2 "Closing is disabled in SIWXSignMessage or ApproveTransaction when SIWX is required and no session exists"', () => {
    let session = false
    const context = setup({ siwxRequired: () => true, hasSiwxSession: () => session })
    openModal(context, { view: 'SIWXSignMessage' })
    expect(isCloseDisabled(context)).toBe(true)
    expect(closeModal(context)).toBe(false)
    expect(context.modal.open).toBe(true)
    push(context.router, 'ApproveTransaction')
    expect(closeModal(context)).toBe(false)
    session = true
    expect(closeModal(context)).toBe(true)
    const notRequired = setup()
    openModal(notRequired, { view: 'SIWXSignMessage' })
    expect(isCloseDisabled(notRequired)).toBe(false)
  })

  it('SPEC §2 "Closing with an empty stack rejects pending non-safe requests"', () => {
    const context = setup()
    const rejectSign = vi.fn()
    const rejectChainId = vi.fn()
    addPendingRequest(context.requests, {
      id: 1,
      method: 'personal_sign',
      needsApproval: true,
      reject: rejectSign,
    })
    addPendingRequest(context.requests, {
      id: 2,
      method: 'eth_chainId',
      needsApproval: false,
      reject: rejectChainId,
    })
    openModal(context)
    pushTransactionStack(context.router, {})
    closeModal(context)
    expect(rejectSign).not.toHaveBeenCalled()
    context.router.transactionStack.pop()
    openModal(context)
    closeModal(context)
    expect(rejectSign).toHaveBeenCalledWith(
      expect.objectContaining({ shortMessage: 'Modal closed' }),
    )
    expect(rejectChainId).not.toHaveBeenCalled()
    expect(context.requests.pending.map((r) => r.id)).toEqual([2])
  })

  it('closing during ApproveTransaction rejects the request awaiting its decision, whatever the stack ("Modal closed"), and leaves the others', () => {
    const context = setup()
    const rejectAwaiting = vi.fn()
    const rejectSent = vi.fn()
    addPendingRequest(context.requests, {
      id: 1,
      method: 'eth_sendTransaction',
      needsApproval: true,
      reject: rejectAwaiting,
      approve: () => {},
    })
    addPendingRequest(context.requests, {
      id: 2,
      method: 'personal_sign',
      needsApproval: true,
      reject: rejectSent,
    })
    openModal(context, { view: 'ApproveTransaction' })
    pushTransactionStack(context.router, {})
    expect(closeModal(context)).toBe(true)
    expect(rejectAwaiting).toHaveBeenCalledWith(
      expect.objectContaining({ shortMessage: 'Modal closed' }),
    )
    expect(rejectSent).not.toHaveBeenCalled()
    expect(context.requests.pending.map((r) => r.id)).toEqual([2])
  })
})
