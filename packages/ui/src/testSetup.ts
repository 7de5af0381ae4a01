import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'

// The project's files share one happy-dom window (`isolate: false` in vitest.config.ts: a new
// window, React and testing library per file cost more than the tests). Each file starts on an
// empty document, as it would alone: no element or attribute a former file left, and no record
// React keeps on the document of the styles it hoisted into its head (its `__reactResources$…`
// key), so a style a file renders goes into the head again.
beforeAll(() => {
  document.head.replaceChildren()
  document.body.replaceChildren()
  for (const name of document.documentElement.getAttributeNames())
    document.documentElement.removeAttribute(name)
  for (const key of Object.keys(document))
    if (key.startsWith('__reactResources$')) Reflect.deleteProperty(document, key)
  localStorage.clear()
  sessionStorage.clear()
})

// Unmount every rendered tree between tests (vitest runs without globals, so RTL cannot hook in).
afterEach(cleanup)
