import { expect, it } from 'vitest'
import * as exports from './controllerNamespaces'

it('exports the controller namespaces of @appkit/core/controllers (sorted names and members)', () => {
  const names = Object.entries(exports)
    .map(([name, value]) => `${name}: ${Object.keys(value).sort().join(', ')}`)
    .sort()
  expect(names).toMatchSnapshot()
})
