import { expect, it } from 'vitest'
import * as exports from './flowNamespaces'

it('exports the flows of @appkit/core/flows (sorted names)', () => {
  expect(Object.keys(exports).sort()).toMatchSnapshot()
})
