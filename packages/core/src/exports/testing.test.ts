import { expect, it } from 'vitest'
import * as exports from './testing'

it('exports the test helpers of @appkit/core/testing (sorted names)', () => {
  expect(Object.keys(exports).sort()).toMatchSnapshot()
})
