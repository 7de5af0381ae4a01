import { render } from '@testing-library/react'
import { useState, version } from 'react'
import { version as domVersion } from 'react-dom'
import { useSnapshot } from 'valtio/react'
import { proxy } from 'valtio/vanilla'
import { expect, test } from 'vitest'

// Every other file of this project proves its behaviour on React 18 only if React 18 is what
// loads: the aliases of vitest.config.ts must reach the test files, the testing library and valtio.
test('the ui and scaffold tests of this project run on React 18.3', () => {
  expect(version).toMatch(/^18\.3\./)
  expect(domVersion).toMatch(/^18\.3\./)
})

const state = proxy({ label: 'from valtio' })

function Probe() {
  const [count] = useState(1)
  const { label } = useSnapshot(state)
  return (
    <p>
      {count} {label}
    </p>
  )
}

test('the testing library and valtio render with the same React 18 copy as the components', () => {
  // A second copy of React in the tree fails the first hook call ("Invalid hook call").
  const { container } = render(<Probe />)
  expect(container.textContent).toBe('1 from valtio')
})
