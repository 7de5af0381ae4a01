import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Unmount every rendered tree between tests (vitest runs without globals, so RTL cannot hook in).
afterEach(cleanup)
