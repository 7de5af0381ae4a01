import { expect, it } from 'vitest'
import * as exports from './adapter'

it('exports the adapter contract helpers of @appkit/core/adapter (sorted names)', () => {
  expect(Object.keys(exports).sort()).toMatchSnapshot()
})
