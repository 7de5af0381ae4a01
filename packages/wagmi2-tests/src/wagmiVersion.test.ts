import { version } from '@wagmi/core'
import { expect, test } from 'vitest'
import { getConnection, watchConnection } from '../../adapter-wagmi/src/wagmiConnection'

// The adapter's tests in this project prove wagmi 2 support only if wagmi 2 is what loads.
test('the wagmi adapter tests of this project run on @wagmi/core 2', () => {
  expect(version).toMatch(/^2\./)
})

test("the adapter's seam gives the connection actions under wagmi 3's names on wagmi 2", () => {
  expect(getConnection).toBeTypeOf('function')
  expect(watchConnection).toBeTypeOf('function')
})
