import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** The package's own files that `tsc -p tsconfig.build.json` would compile (roots and imports). */
function filesOfBuild(): string[] {
  const configPath = join(packageDir, 'tsconfig.build.json')
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )
  if (!config) throw new Error(`cannot read ${configPath}`)
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options })
  return program
    .getSourceFiles()
    .map((file) => relative(packageDir, file.fileName))
    .filter((file) => file.startsWith('src/'))
}

describe('the published build (tsconfig.build.json)', () => {
  it('compiles the runtime sources and leaves out tests, fixtures and the test helpers', () => {
    const files = filesOfBuild()
    expect(files).toContain('src/exports/index.ts')
    expect(files).toContain('src/client/createAppKitCore.ts')
    const testOnly = files.filter(
      (file) =>
        file.endsWith('.test.ts') ||
        file.endsWith('.fixture.ts') ||
        file.startsWith('src/testing/') ||
        file === 'src/exports/testing.ts',
    )
    expect(testOnly).toEqual([])
    // A whole TypeScript program is built: seconds on a busy machine, beyond the 5 s default.
  }, 60_000)
})
