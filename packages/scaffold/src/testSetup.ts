import { configure } from '@testing-library/react'

// findBy* and waitFor give up after 1 s by default. A full test run keeps both cores busy with
// every suite at once, and a view waiting for a loopback server's answer (balances, the wallet
// list) can take longer than that; a longer wait only delays a failure, it never hides one.
configure({ asyncUtilTimeout: 10_000 })
