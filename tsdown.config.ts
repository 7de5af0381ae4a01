// The one build of every publishable package: `tsdown -c ../../tsdown.config.ts`, run in the
// package's folder. The entries come from the package's own `publishConfig.exports`
// (`./dist/exports/x.js` is built from `src/exports/x.ts` or `.tsx`), so a package lists its public
// entries once. The output mirrors `src/` (unbundled): ESM `.js` with extensions on every relative
// import so plain Node loads it, `.d.ts` next to each file, and source maps for both.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig } from 'tsdown'

type ExportTarget = { types?: string; default?: string }

const cwd = process.cwd()
const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as {
  name: string
  publishConfig?: { exports?: Record<string, ExportTarget> }
}

/** Maps each `publishConfig.exports` target in `dist/` back to the source file that builds it. */
function entriesFromPublishConfig(): Record<string, string> {
  const exportsMap = pkg.publishConfig?.exports
  if (!exportsMap) throw new Error(`${pkg.name}: publishConfig.exports is missing`)
  const entries: Record<string, string> = {}
  for (const [subpath, target] of Object.entries(exportsMap)) {
    const built = target.default
    const match = built?.match(/^\.\/dist\/(.+)\.js$/)
    if (!match?.[1])
      throw new Error(`${pkg.name}: export ${subpath} must point at ./dist/<path>.js`)
    const base = match[1]
    const source = ['ts', 'tsx']
      .map((ext) => `src/${base}.${ext}`)
      .find((file) => existsSync(join(cwd, file)))
    if (!source) throw new Error(`${pkg.name}: no src/${base}.ts(x) for export ${subpath}`)
    entries[base] = source
  }
  return entries
}

export default defineConfig({
  cwd,
  entry: entriesFromPublishConfig(),
  root: 'src',
  outDir: 'dist',
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  unbundle: true,
  fixedExtension: false,
  sourcemap: true,
  dts: { sourcemap: true },
  tsconfig: 'tsconfig.json',
  clean: true,
  // Every import of a package stays an import: nothing from node_modules is copied into dist, so a
  // dependency missing from package.json fails the build instead of shipping inlined.
  deps: { onlyBundle: [] },
  // The .d.ts generation (a TypeScript program per package) is the slow part, and known to be.
  checks: { pluginTimings: false },
  logLevel: 'warn',
})
