import { expect, it } from 'vitest'
import * as exports from './web-components'

it('exports the web components entry (sorted names)', () => {
  expect(Object.keys(exports).sort()).toMatchSnapshot()
})
