import { expect, it } from 'vitest'
import * as api from './index'

it('exports the public API of @appkit/relay', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "ClientAuthError",
      "RelayRpcError",
      "defaultRelayLimits",
      "relayErrorCodes",
      "startRedisServer",
      "startRelay",
      "subscriptionId",
      "verifyClientJwt",
    ]
  `)
})
