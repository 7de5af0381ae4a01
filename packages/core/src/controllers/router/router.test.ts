import { describe, expect, it, vi } from 'vitest'
import {
  createRouter,
  goBack,
  goBackToIndex,
  push,
  pushTransactionStack,
  replace,
  reset,
} from './router'
import { popTransactionStack } from './transactionStack'

describe('router', () => {
  it('SPEC §2 "The modal starts on Connect and keeps a history": push, replace, reset', () => {
    const router = createRouter()
    expect(router.view).toBe('Connect')
    push(router, 'AllWallets')
    push(router, 'AllWallets')
    push(router, 'ConnectingExternal', { connectorId: 'io.metamask' })
    expect(router.history).toEqual(['Connect', 'AllWallets', 'ConnectingExternal'])
    expect(router.data?.connectorId).toBe('io.metamask')
    replace(router, 'ConnectingWalletConnect')
    expect(router.history).toEqual(['Connect', 'AllWallets', 'ConnectingWalletConnect'])
    reset(router, 'Account')
    expect(router.history).toEqual(['Account'])
    expect(router.view).toBe('Account')
  })

  it('SPEC §2 "go back, go back to an index"', () => {
    const router = createRouter()
    push(router, 'AllWallets')
    push(router, 'ConnectingExternal')
    push(router, 'SIWXSignMessage')
    goBack(router, { isConnected: false, onExhausted: () => {} })
    expect(router.view).toBe('ConnectingExternal')
    goBackToIndex(router, 0)
    expect(router.history).toEqual(['Connect'])
    goBackToIndex(router, 5)
    expect(router.view).toBe('Connect')
  })

  it('SPEC §2 "close when history is exhausted"', () => {
    const router = createRouter()
    const close = vi.fn()
    goBack(router, { isConnected: false, onExhausted: close })
    expect(close).toHaveBeenCalledTimes(1)
  })

  it('SPEC §2 "Going back from Connect while an account is connected shows Account"', () => {
    const router = createRouter()
    const close = vi.fn()
    goBack(router, { isConnected: true, onExhausted: close })
    expect(router.view).toBe('Account')
    expect(close).not.toHaveBeenCalled()
  })

  it('SPEC §2 "With pending transactions ... on success or error the stack pops or the modal closes"', () => {
    const router = createRouter()
    const close = vi.fn()
    const context = { isConnected: true, close }
    push(router, 'Account')
    push(router, 'ApproveTransaction')
    pushTransactionStack(router, {})
    popTransactionStack(router, context, 'error', new Error('x'))
    expect(router.view).toBe('Account')
    popTransactionStack(router, context, 'success')
    expect(close).toHaveBeenCalledTimes(1)
    const onError = vi.fn()
    pushTransactionStack(router, { onError })
    const error = new Error('boom')
    popTransactionStack(router, context, 'error', error)
    expect(onError).toHaveBeenCalledWith(error)
  })

  it('SPEC §2 "name registration ... cancel returns to RegisterAccountName; success replaces with RegisterAccountNameSuccess"', () => {
    const router = createRouter()
    const context = { isConnected: true, close: vi.fn() }
    const action = {
      onCancel: () => replace(router, 'RegisterAccountName'),
      onSuccess: () => replace(router, 'RegisterAccountNameSuccess'),
    }
    push(router, 'RegisterAccountName')
    push(router, 'ApproveTransaction')
    pushTransactionStack(router, action)
    popTransactionStack(router, context, 'cancel')
    expect(router.view).toBe('RegisterAccountName')
    push(router, 'ApproveTransaction')
    pushTransactionStack(router, action)
    popTransactionStack(router, context, 'success')
    expect(router.view).toBe('RegisterAccountNameSuccess')
    expect(router.history.at(-1)).toBe('RegisterAccountNameSuccess')
  })
})
