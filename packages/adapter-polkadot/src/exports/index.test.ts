import { expect, it } from 'vitest'
import * as exports from './index'

it('exports the public API (sorted names)', () => {
  expect(Object.keys(exports).sort()).toMatchSnapshot()
})
