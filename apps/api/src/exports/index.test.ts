import { expect, it } from 'vitest'
import * as api from './index'

it('exports the public API of @appkit/api', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "ApiError",
      "BadRequestError",
      "ConflictError",
      "ForbiddenError",
      "InvalidWalletError",
      "NotFoundError",
      "UpstreamError",
      "createApiServer",
      "defaultFeatures",
      "isSafeWalletLink",
      "openDatabase",
      "originMatches",
      "startApiServer",
      "startBitcoinApiServer",
    ]
  `)
})
