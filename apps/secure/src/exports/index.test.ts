import { expect, it } from 'vitest'
import * as api from './index'

it('exports the public API of @appkit/secure', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "FrameApiError",
      "SmtpError",
      "WALLET_RPC_METHODS",
      "createFrameApi",
      "createFrameHost",
      "deployIdRegistry",
      "sendMail",
      "startSecure",
      "startSmtpSink",
    ]
  `)
})
