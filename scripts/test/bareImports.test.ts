import { describe, expect, it } from 'vitest'
import { bareImports } from '../lib/bareImports.mjs'

describe('the package check reads imports, not import-shaped text', () => {
  it('finds static, re-exported, side-effect and dynamic imports of packages, not relative ones', () => {
    const source = [
      "import { a } from 'pkg-a'",
      "export * from '@scope/pkg-b/sub'",
      "export { c } from 'pkg-c'",
      "import 'pkg-d'",
      "const e = await import('pkg-e')",
      "import { f } from './local'",
    ].join('\n')
    expect(bareImports(source).sort()).toEqual([
      '@scope/pkg-b/sub',
      'pkg-a',
      'pkg-c',
      'pkg-d',
      'pkg-e',
    ])
  })

  it('skips an import written in a doc comment, a line comment or a string', () => {
    const source = [
      '/**',
      " * @example import { defineAppKitElements } from '@appkit/scaffold/web-components'",
      ' */',
      "// import x from 'commented-out'",
      'const text = "import y from \'in-a-string\'"',
      "import { real } from 'real-package'",
    ].join('\n')
    expect(bareImports(source)).toEqual(['real-package'])
  })
})
