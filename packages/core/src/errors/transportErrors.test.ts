import { describe, expect, it } from 'vitest'
import {
  AbortedError,
  HttpRequestError,
  InvalidJsonResponseError,
  InvalidRpcResponseError,
  NoTransportUrlError,
  ResponseBodyTooLargeError,
  RpcResponseError,
  TimeoutError,
} from './transportErrors'

describe('transport errors', () => {
  it("HttpRequestError says 'HTTP status code: {n}' and keeps status, url and body", () => {
    const error = new HttpRequestError({ status: 503, url: 'http://127.0.0.1:1/rpc', body: 'down' })
    expect(error.shortMessage).toBe('HTTP status code: 503')
    expect(error.status).toBe(503)
    expect(error.url).toBe('http://127.0.0.1:1/rpc')
    expect(error.body).toBe('down')
    expect(error.message).toContain('URL: http://127.0.0.1:1/rpc')
  })

  it("AbortedError says 'Request was aborted'", () => {
    expect(new AbortedError().shortMessage).toBe('Request was aborted')
  })

  it("NoTransportUrlError says 'No URL was provided to the Transport'", () => {
    expect(new NoTransportUrlError().shortMessage).toBe('No URL was provided to the Transport')
  })

  it('TimeoutError, ResponseBodyTooLargeError, InvalidJsonResponseError keep their fields', () => {
    expect(new TimeoutError({ timeoutMs: 10_000, url: 'u' }).timeoutMs).toBe(10_000)
    expect(new ResponseBodyTooLargeError({ maxBytes: 10, url: 'u' }).maxBytes).toBe(10)
    expect(new InvalidJsonResponseError({ body: '<html>', url: 'u' }).body).toBe('<html>')
  })

  it('RpcResponseError carries code and data', () => {
    const error = new RpcResponseError({ code: -32602, message: 'invalid params', data: '0x' })
    expect(error.code).toBe(-32602)
    expect(error.data).toBe('0x')
    expect(error.shortMessage).toBe('invalid params')
    expect(new RpcResponseError({ code: -1 }).shortMessage).toBe('RPC error -1')
    expect(new InvalidRpcResponseError('id mismatch', { response: 1 }).response).toBe(1)
  })
})
