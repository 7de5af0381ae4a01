import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)

/**
 * The chain spec of Asset Hub Rococo with its full raw genesis (the runtime wasm under `:code`
 * included), as JSON text, from `@substrate/connect-known-chains` (its exports map does not list
 * the spec files, so it is read by path). Chopsticks starts a chain from it with no network.
 */
export function assetHubRococoSpec(): string {
  const root = dirname(require.resolve('@substrate/connect-known-chains/package.json'))
  const file = join(root, 'dist', 'commonjs', 'specs', 'rococo_v2_2_asset_hub.js')
  const { chainSpec } = require(file) as { chainSpec: string }
  return chainSpec
}

/** The chopsticks CLI (`chopsticks.cjs` of `@acala-network/chopsticks`), found next to its main entry. */
export function chopsticksCli(): string {
  // The package's exports map hides package.json and the CLI: walk up from its main entry.
  const main = require.resolve('@acala-network/chopsticks')
  let folder = dirname(main)
  while (!folder.endsWith(join('@acala-network', 'chopsticks'))) {
    const parent = dirname(folder)
    if (parent === folder) throw new Error(`chopsticks.cjs not found above ${main}`)
    folder = parent
  }
  return join(folder, 'chopsticks.cjs')
}
