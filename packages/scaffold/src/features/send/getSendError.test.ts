import {
  FailedToConnectError,
  TransactionRefusedError,
  UserRejectedRequestError,
} from '@appkit/core'
import { describe, expect, it } from 'vitest'
import { getSendError } from './getSendError'

describe('getSendError', () => {
  it("says the network refused a transaction, with the node's reason, wherever it is in the cause chain", () => {
    const refused = new TransactionRefusedError('mempool-script-verify-flag-failed')
    expect(getSendError(refused)).toEqual({
      key: 'send.refused',
      reason: 'mempool-script-verify-flag-failed',
    })
    expect(getSendError(new FailedToConnectError({ cause: refused }))).toEqual({
      key: 'send.refused',
      reason: 'mempool-script-verify-flag-failed',
    })
  })

  it('keeps the other messages: a wallet rejection, else Failed to send', () => {
    expect(getSendError(new UserRejectedRequestError())).toEqual({ key: 'send.rejected' })
    expect(getSendError(new Error('boom'))).toEqual({ key: 'send.failed' })
  })
})
