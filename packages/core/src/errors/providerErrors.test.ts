import { describe, expect, it } from 'vitest'
import { ALERTS } from './alerts'
import { BaseError } from './BaseError'
import { getProviderErrorAlert } from './getProviderErrorAlert'
import { isUserRejection } from './isUserRejection'
import {
  CaipUserRejectedError,
  ChainDisconnectedError,
  InvalidChainIdProviderError,
  ProviderDisconnectedError,
  ProviderRpcError,
  RpcMethodNotAllowedError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './providerErrors'
import { toProviderRpcError } from './toProviderRpcError'
import { RpcResponseError } from './transportErrors'

describe('provider errors', () => {
  it.each([
    [4001, UserRejectedRequestError],
    [4100, UnauthorizedProviderError],
    [4200, UnsupportedProviderMethodError],
    [4900, ProviderDisconnectedError],
    [4901, ChainDisconnectedError],
    [4902, UnrecognizedChainError],
    [5000, CaipUserRejectedError],
    [32603, InvalidChainIdProviderError],
  ] as const)(
    "code %i maps to its class ('Chain codes: 4902 unrecognized chain, 5000 default, 32603 invalid chain id')",
    (code, ErrorClass) => {
      const raw = { code, message: 'whatever the wallet says', data: { x: 1 } }
      const error = toProviderRpcError(raw)
      expect(error).toBeInstanceOf(ErrorClass)
      expect((error as ProviderRpcError).code).toBe(code)
      expect((error as ProviderRpcError).data).toEqual({ x: 1 })
      expect(error.cause).toBe(raw)
      expect(new ErrorClass().code).toBe(code)
    },
  )

  it('keeps unknown codes and wraps values without a code', () => {
    const unknown = toProviderRpcError({ code: -32000, message: 'execution reverted' })
    expect(unknown).toBeInstanceOf(ProviderRpcError)
    expect((unknown as ProviderRpcError).code).toBe(-32000)
    expect(unknown.shortMessage).toBe('execution reverted')
    expect(toProviderRpcError({ code: 7 }).shortMessage).toBe('An error occurred')
    const typed = new UserRejectedRequestError()
    expect(toProviderRpcError(typed)).toBe(typed)
    const base = new BaseError('kept')
    expect(toProviderRpcError(base)).toBe(base)
    expect(toProviderRpcError(new Error('plain')).shortMessage).toBe('plain')
    expect(toProviderRpcError(null).shortMessage).toBe('An error occurred')
    expect(toProviderRpcError({ code: 1.5 })).not.toBeInstanceOf(ProviderRpcError)
  })

  it("'Requested RPC call is not allowed' names the method", () => {
    const error = new RpcMethodNotAllowedError('eth_sign')
    expect(error.shortMessage).toBe('Requested RPC call is not allowed')
    expect(error.method).toBe('eth_sign')
    expect(error.message).toContain('Method: eth_sign')
  })
})

describe('isUserRejection', () => {
  it("recognises user rejection by code (4001, 5000) ('user rejection recognised by code (4001, 5000) or class, never by text')", () => {
    expect(isUserRejection({ code: 4001, message: 'anything' })).toBe(true)
    expect(isUserRejection({ code: 5000 })).toBe(true)
    expect(isUserRejection(new RpcResponseError({ code: 4001 }))).toBe(true)
  })

  it('recognises user rejection by class and through the cause chain', () => {
    expect(isUserRejection(new UserRejectedRequestError())).toBe(true)
    expect(isUserRejection(new CaipUserRejectedError())).toBe(true)
    const wrapped = new BaseError('Failed to connect', {
      cause: new BaseError('inner', { cause: { code: 4001 } }),
    })
    expect(isUserRejection(wrapped)).toBe(true)
  })

  it('never recognises user rejection by message text', () => {
    expect(isUserRejection(new Error('User rejected the request.'))).toBe(false)
    expect(isUserRejection({ code: '4001', message: 'User rejected' })).toBe(false)
    expect(isUserRejection({ code: 4100 })).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
    expect(isUserRejection('User rejected')).toBe(false)
  })
})

describe('getProviderErrorAlert', () => {
  it("maps 'Unauthorized: origin not allowed' to invalid configuration", () => {
    expect(getProviderErrorAlert(new Error('Unauthorized: origin not allowed'))).toBe(
      'INVALID_APP_CONFIGURATION',
    )
    expect(ALERTS.INVALID_APP_CONFIGURATION.shortMessage).toBe('Invalid App Configuration')
  })

  it("maps 'JWT Token is not yet valid' to session expired", () => {
    expect(getProviderErrorAlert('WebSocket: JWT Token is not yet valid')).toBe('SESSION_EXPIRED')
    expect(ALERTS.SESSION_EXPIRED.shortMessage).toBe('Session Expired')
  })

  it("maps 'Unauthorized: invalid key' to invalid project id (also inside the cause chain)", () => {
    const error = new BaseError('connect failed', { cause: new Error('Unauthorized: invalid key') })
    expect(getProviderErrorAlert(error)).toBe('INVALID_PROJECT_ID')
    expect(ALERTS.INVALID_PROJECT_ID.shortMessage).toBe('Invalid Project ID')
  })

  it('returns undefined for other errors', () => {
    expect(getProviderErrorAlert(new Error('socket closed'))).toBeUndefined()
    expect(getProviderErrorAlert({ message: 5 })).toBeUndefined()
    expect(getProviderErrorAlert(null)).toBeUndefined()
  })
})
