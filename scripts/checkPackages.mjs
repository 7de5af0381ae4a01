#!/usr/bin/env node
// The publish check, run by the test command: builds every publishable package (`packages/*`
// without `"private": true`), then makes a dry release on a temporary copy of the repository
// (`changeset version`, then `pnpm pack` of each package) and checks each tarball:
//   - publint --strict and attw (`--profile esm-only`: the packages ship ESM only, on purpose),
//     both on the tarball pnpm packed (`attw --pack` would run `npm pack`, which neither applies
//     `publishConfig.exports` nor replaces `workspace:` ranges);
//   - every export target is in the tarball, no `workspace:` range is left, no test file or test
//     helper is packed, and every package a packed file imports is declared in its package.json;
//   - plain Node imports every export of every tarball, installed side by side as a consumer would
//     (third-party dependencies are linked from the workspace: no registry is needed).
// The repository's own files are never modified. `--keep` leaves the temporary folder in place.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { builtinModules, createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { bareImports } from './lib/bareImports.mjs'
import { exec, packPublishablePackages, readJson, root, shareTarballs } from './packPackages.mjs'

const keep = process.argv.includes('--keep')
const problems = []
const started = Date.now()

// Modules only tests may import: a packed file importing one would break a consumer's install.
const TEST_ONLY =
  /^(vitest|@vitest\/|@playwright\/test|playwright|@testing-library\/|happy-dom|jsdom|@axe-core\/|axe-core|@appkit\/test|@appkit\/dev-wallet|@appkit\/relay|esbuild)($|\/)/
// Files that stay out of every tarball.
const TEST_FILE =
  /(\.test\.tsx?|\.fixture\.tsx?|\/__snapshots__\/.*|\/testing(\.tsx?|\/.*)|\/testSetup\.ts)$/

function log(message) {
  console.log(`[packages] ${message}`)
}

function fail(pkg, message) {
  problems.push(`${pkg}: ${message}`)
  console.log(`[packages] FAIL ${pkg}: ${message}`)
}

function listFiles(dir, prefix = '') {
  const out = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...listFiles(path, `${prefix}${name}/`))
    else out.push(`${prefix}${name}`)
  }
  return out
}

function packageNameOf(specifier) {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/**
 * The type errors of a consumer folder's tsconfig.json (formatted as `tsc` prints them, paths
 * relative to the folder) in its own files: `index.ts` and the packages under
 * `node_modules/@appkit/`, each checked as `tsc -p` checks it (skipLibCheck is off there).
 */
function consumerTypeErrors(folder) {
  const dir = realpathSync(folder)
  const ts = createRequire(join(root, 'package.json'))('typescript')
  const configFile = join(dir, 'tsconfig.json')
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
  })
  const own = (fileName) => /^(index\.ts|node_modules\/@appkit\/)/.test(relative(dir, fileName))
  const diagnostics = [
    ...config.errors,
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
  ]
  for (const file of program.getSourceFiles()) {
    if (!own(file.fileName)) continue
    diagnostics.push(...program.getSyntacticDiagnostics(file))
    diagnostics.push(...program.getSemanticDiagnostics(file))
  }
  const errors = diagnostics.filter(
    (diagnostic) =>
      diagnostic.category === ts.DiagnosticCategory.Error &&
      (!diagnostic.file || own(diagnostic.file.fileName)),
  )
  return ts
    .formatDiagnostics(errors, {
      getCanonicalFileName: (fileName) => fileName,
      getCurrentDirectory: () => dir,
      getNewLine: () => '\n',
    })
    .split('\n')
    .filter((line) => line.trim() !== '')
}

// 1. Build and the dry release on a copy (changeset version + pnpm pack): scripts/packPackages.mjs.
const temp = mkdtempSync(join(tmpdir(), 'appkit-release-'))
const { publishable, packed } = packPublishablePackages({ temp, log, fail })

// 2. The changesets config: one fixed group holding exactly the publishable packages.
const changesetConfig = readJson(join(root, '.changeset', 'config.json'))
const names = publishable.map(({ manifest }) => manifest.name).sort()
const fixedGroups = (changesetConfig.fixed ?? []).map((group) => [...group].sort())
if (fixedGroups.length !== 1 || fixedGroups[0].join() !== names.join()) {
  fail('.changeset/config.json', `"fixed" must be one group of exactly ${names.join(', ')}`)
}

// 3. Each tarball: contents, imports, publint, attw.
const packStarted = Date.now()
const consumer = join(temp, 'consumer')
mkdirSync(join(consumer, 'node_modules'), { recursive: true })
const loadTargets = []
for (const { dir, name, tarball } of packed) {
  const into = join(consumer, 'node_modules', name)
  mkdirSync(into, { recursive: true })
  exec('tar', ['xzf', tarball, '-C', into, '--strip-components=1'], temp)
  const manifest = readJson(join(into, 'package.json'))
  const files = listFiles(into)
  const size = statSync(tarball).size
  log(`${name}@${manifest.version}: ${files.length} files, ${(size / 1024).toFixed(0)} kB packed`)

  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
  ])
  for (const [dep, range] of Object.entries({
    ...manifest.dependencies,
    ...manifest.peerDependencies,
  })) {
    if (String(range).startsWith('workspace:'))
      fail(name, `${dep} is still ${range} in the tarball`)
  }
  if (!manifest.exports || manifest.publishConfig?.exports)
    fail(name, 'publishConfig.exports was not applied')
  // Bundlers drop unused modules only when told the package has no import-time side effects.
  if (manifest.sideEffects === undefined) fail(name, 'sideEffects is not declared')
  if (!files.includes('README.md')) fail(name, 'README.md is not in the tarball')
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    for (const path of Object.values(target)) {
      if (!files.includes(path.replace(/^\.\//, '')))
        fail(name, `export ${subpath} points at ${path}, not in the tarball`)
    }
    loadTargets.push(subpath === '.' ? name : `${name}${subpath.slice(1)}`)
  }
  for (const file of files) {
    if (TEST_FILE.test(`/${file}`)) fail(name, `test file packed: ${file}`)
    if (!/\.(m?js|tsx?)$/.test(file)) continue
    for (const specifier of bareImports(readFileSync(join(into, file), 'utf8'))) {
      const dep = packageNameOf(specifier)
      if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue
      if (TEST_ONLY.test(specifier)) fail(name, `${file} imports the test-only ${specifier}`)
      // What runs or type-checks in a consumer (dist) imports declared packages only; the shipped
      // sources are there for source maps and go-to-definition.
      else if (file.startsWith('dist/') && !declared.has(dep)) {
        fail(name, `${file} imports ${specifier}, not a dependency`)
      }
    }
  }

  const publint = exec('pnpm', ['exec', 'publint', 'run', tarball, '--strict'], root, {
    show: true,
  })
  if (publint.code !== 0) fail(name, 'publint --strict')
  const attw = exec(
    'pnpm',
    [
      'exec',
      'attw',
      tarball,
      '--profile',
      'esm-only',
      '--no-definitely-typed',
      '--format',
      'ascii',
      '--no-emoji',
      '--no-color',
    ],
    root,
  )
  if (attw.code !== 0) fail(name, 'attw')

  // Link the tarball's third-party dependencies the way an install would, from the workspace.
  for (const dep of declared) {
    if (dep.startsWith('@appkit/')) continue
    const from = join(root, dir, 'node_modules', dep)
    if (!existsSync(from)) {
      fail(name, `${dep} is not installed in ${dir}`)
      continue
    }
    const link = join(into, 'node_modules', dep)
    mkdirSync(dirname(link), { recursive: true })
    symlinkSync(realpathSync(from), link)
  }
}

log(`tarballs checked (publint, attw) in ${((Date.now() - packStarted) / 1000).toFixed(1)}s`)

// 4. Plain Node (no TypeScript, no bundler) imports every export of every tarball.
const loader = `for (const id of ${JSON.stringify(loadTargets)}) await import(id)\nconsole.log('imported', ${loadTargets.length})`
const load = exec('node', ['--input-type=module', '-e', loader], consumer, { show: true })
if (load.code !== 0) fail('node', 'importing the packed entries failed')

// 5. A strict TypeScript consumer (node16 resolution, skipLibCheck off, so every shipped .d.ts is
//    checked) imports every export. It has the React types a React app has; nothing else.
const typesStarted = Date.now()
for (const types of ['react', 'react-dom']) {
  const from = join(root, 'packages/scaffold/node_modules/@types', types)
  const link = join(consumer, 'node_modules/@types', types)
  mkdirSync(dirname(link), { recursive: true })
  if (existsSync(from)) symlinkSync(realpathSync(from), link)
}
writeFileSync(
  join(consumer, 'index.ts'),
  `${loadTargets.map((id, index) => `import * as entry${index} from '${id}'`).join('\n')}\nexport const entries = [${loadTargets.map((_, index) => `entry${index}`).join(', ')}]\n`,
)
writeFileSync(
  join(consumer, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      module: 'node16',
      moduleResolution: 'node16',
      target: 'es2022',
      lib: ['es2023', 'dom', 'dom.iterable'],
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: [],
    },
    files: ['index.ts'],
  }),
)
writeFileSync(join(consumer, 'package.json'), JSON.stringify({ private: true, type: 'module' }))
// Only the consumer's own files and the shipped .d.ts files are checked: errors inside
// third-party .d.ts files (e.g. a dependency of wagmi) are not ours to fix, and checking every
// file of viem and wagmi in full (what `tsc -p` does with skipLibCheck off) took most of a minute.
// The diagnostics of each checked file are the ones `tsc -p` reports for it.
let ownErrors = []
try {
  ownErrors = consumerTypeErrors(consumer)
} catch (error) {
  console.log(error instanceof Error ? error.stack : error)
  ownErrors = ['the TypeScript check of the consumer crashed']
}
for (const line of ownErrors) console.log(line)
if (ownErrors.length > 0) {
  fail('tsc', 'a strict consumer does not type-check against the packed .d.ts files')
}
log(`consumer type check in ${((Date.now() - typesStarted) / 1000).toFixed(1)}s`)

// The consumer apps' test (examples/) of the same run installs these tarballs instead of packing
// the same sources again (scripts/run-tests.mjs names the folder); only tarballs that passed.
if (problems.length === 0) shareTarballs(packed)

if (keep) log(`kept ${temp}`)
else rmSync(temp, { recursive: true, force: true })
log(`checked ${packed.length} tarballs in ${((Date.now() - started) / 1000).toFixed(1)}s`)
if (problems.length > 0) {
  console.log(`[packages] ${problems.length} problem(s):\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
