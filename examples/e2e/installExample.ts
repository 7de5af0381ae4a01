import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { run } from './run'

const examplesDir = new URL('..', import.meta.url).pathname

/**
 * Copies `examples/<name>` to `into` (outside every pnpm workspace) and installs it there with
 * the packed tarballs in place of every `@appkit/*` package (its own dependencies and theirs,
 * through `overrides` in the copy's own pnpm-workspace.yaml), the rest from the registry through
 * pnpm's store (`--prefer-offline`: a second run reads no registry metadata it has cached).
 */
export async function installExample(
  name: string,
  into: string,
  tarballs: Readonly<Record<string, string>>,
): Promise<void> {
  cpSync(join(examplesDir, name), into, {
    recursive: true,
    filter: (source) => !/\/(node_modules|\.next|dist)$/.test(source),
  })
  const manifestPath = join(into, 'package.json')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    dependencies: Record<string, string>
  }
  for (const dep of Object.keys(manifest.dependencies)) {
    const tarball = tarballs[dep]
    if (dep.startsWith('@appkit/')) {
      if (!tarball) throw new Error(`examples/${name} depends on ${dep}, which was not packed`)
      manifest.dependencies[dep] = `file:${tarball}`
    }
  }
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
  const overrides = Object.entries(tarballs).map(
    ([dep, tarball]) => `  '${dep}': 'file:${tarball}'`,
  )
  writeFileSync(
    join(into, 'pnpm-workspace.yaml'),
    [
      'packages: []',
      'overrides:',
      ...overrides,
      'allowBuilds:',
      '  esbuild: true',
      '  sharp: false',
      '  unrs-resolver: false',
      '  bufferutil: false',
      '  utf-8-validate: false',
      'pmOnFail: ignore',
      '',
    ].join('\n'),
  )
  await run('pnpm', ['install', '--prefer-offline', '--reporter=append-only'], into)
}
