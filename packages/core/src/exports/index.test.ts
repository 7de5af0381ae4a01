import { expect, it } from 'vitest'
import * as exports from './index'

it('exports what a dapp names from @appkit/core (sorted names)', () => {
  expect(Object.keys(exports).sort()).toMatchSnapshot()
})
