import { expect, it } from 'vitest'
import * as api from './index'

it('exports the public API of @appkit/secure', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "DEV_FARCASTER_USERNAMES",
      "FrameApiError",
      "SmtpError",
      "WALLET_RPC_METHODS",
      "createFrameApi",
      "createFrameHost",
      "deployDevFarcaster",
      "deployIdRegistry",
      "sendMail",
      "startSecure",
      "startSmtpSink",
    ]
  `)
})
