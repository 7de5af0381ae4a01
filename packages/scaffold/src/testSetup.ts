import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { destroyTestAppKits } from './testing/createTestAppKit'

// findBy* and waitFor give up after 1 s by default. A full test run keeps both cores busy with
// every suite at once, and a view waiting for a loopback server's answer (balances, the wallet
// list) can take longer than that; a longer wait only delays a failure, it never hides one.
configure({ asyncUtilTimeout: 10_000 })

// Unmount what each test rendered and every modal host it opened before the next test, so a late
// commit never runs after the test file's DOM is torn down.
afterEach(() => {
  cleanup()
  destroyTestAppKits()
})
