import { expect, it } from 'vitest'
import * as exports from './internal'

it('exports what AppKit packages use from @appkit/core/internal (sorted names, API clients by member)', () => {
  const names = Object.entries(exports)
    .map(([name, value]) =>
      name === 'apiClient' || name === 'walletApi'
        ? `${name}: ${Object.keys(value).sort().join(', ')}`
        : name,
    )
    .sort()
  expect(names).toMatchSnapshot()
})
