import { expect, it } from 'vitest'
import * as exports from './networks'

it('exports the built-in networks, withApiRpc and withApiExplorer (sorted names)', () => {
  expect(Object.keys(exports).sort()).toMatchSnapshot()
})
