import { readFileSync } from 'node:fs'

const examplesDir = new URL('..', import.meta.url).pathname

/** The quickstart as AppKit's users write it (`examples/reown-quickstart/src/<file>`). */
export const QUICKSTART_SOURCE_DIR = `${examplesDir}reown-quickstart/src`
/** Where the rewritten quickstart lives: a page of the Vite + React example. */
export const QUICKSTART_TARGET_DIR = `${examplesDir}vite-react/src/quickstart`
export const QUICKSTART_FILES = ['config.tsx', 'App.tsx', 'main.tsx'] as const
export type QuickstartFile = (typeof QUICKSTART_FILES)[number]

/** AppKit's import paths and ours (docs/migrating-from-reown-appkit.md, "Quickstart"). */
export const QUICKSTART_IMPORTS: Readonly<Record<string, string>> = {
  '@reown/appkit/react': '@appkit/scaffold',
  '@reown/appkit/networks': '@appkit/core/networks',
  '@reown/appkit-adapter-wagmi': '@appkit/adapter-wagmi',
}

/**
 * A line the guide's "Quickstart" section names: `find` (one whole line of the source, which
 * must occur exactly once) becomes `replace` (the lines in its place; `find` itself may be one
 * of them). `named` is the code the guide shows for it.
 */
export type QuickstartLineChange = {
  readonly file: QuickstartFile
  readonly find: string
  readonly replace: readonly string[]
  readonly named: string
}

export const QUICKSTART_LINE_CHANGES: readonly QuickstartLineChange[] = [
  {
    // The web components are defined by a call of their own (kept out of a dapp's first load).
    file: 'config.tsx',
    find: "import { createAppKit } from '@reown/appkit/react'",
    replace: [
      "import { createAppKit } from '@reown/appkit/react'",
      "import { defineAppKitElements } from '@appkit/scaffold/web-components'",
    ],
    named: "import { defineAppKitElements } from '@appkit/scaffold/web-components'",
  },
  {
    file: 'config.tsx',
    find: '})',
    replace: ['})', 'defineAppKitElements()'],
    named: 'defineAppKitElements()',
  },
  {
    // Our networks name no vendor RPC host: the dapp gives mainnet its own node's URL.
    file: 'config.tsx',
    find: 'const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet]',
    replace: [
      "const rpcUrl = import.meta.env.VITE_RPC_URL ?? 'http://127.0.0.1:8545'",
      'const networks: [AppKitNetwork, ...AppKitNetwork[]] = [',
      '  { ...mainnet, rpcUrls: { default: { http: [rpcUrl] } } },',
      ']',
    ],
    named: '{ ...mainnet, rpcUrls: { default: { http: [rpcUrl] } } }',
  },
]

const HEADER = (file: QuickstartFile) => [
  `// Generated from examples/reown-quickstart/src/${file} by examples/e2e/reownQuickstart.ts`,
  '// (import paths and the lines docs/migrating-from-reown-appkit.md names); do not edit: edit',
  '// the source, then `pnpm exec vitest run scripts/test/reownQuickstart.test.ts -u`.',
]

/** One line with AppKit's import path replaced by ours (other lines as they are). */
function rewriteImportPath(line: string): string {
  const from = line.match(/^import .* from '([^']+)'$/)?.[1]
  const to = from === undefined ? undefined : QUICKSTART_IMPORTS[from]
  return to === undefined ? line : line.replace(`'${from}'`, `'${to}'`)
}

/**
 * Rewrites one file of the quickstart under a header: each line a change finds becomes its
 * replacement, then every import path becomes ours. Throws when a change's line does not occur
 * exactly once (the source and the changes went apart).
 */
export function rewriteQuickstart(file: QuickstartFile, source: string): string {
  const sourceLines = source.split('\n')
  const changes = QUICKSTART_LINE_CHANGES.filter((change) => change.file === file)
  for (const change of changes) {
    const count = sourceLines.filter((line) => line === change.find).length
    if (count !== 1) throw new Error(`${file}: "${change.find}" occurs ${count} times, not once`)
  }
  const lines = sourceLines.flatMap((line) => {
    const change = changes.find((each) => each.find === line)
    return (change ? change.replace : [line]).map(rewriteImportPath)
  })
  return [...HEADER(file), ...lines].join('\n')
}

/** The quickstart's source file as AppKit's users write it. */
export function readQuickstartSource(file: QuickstartFile): string {
  return readFileSync(`${QUICKSTART_SOURCE_DIR}/${file}`, 'utf8')
}
