import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { DevnetError } from './DevnetError'

const archNames: Partial<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' }

/**
 * Finds the real anvil binary that `@foundry-rs/anvil` installs through its platform package
 * (`@foundry-rs/anvil-<os>-<arch>`), so the devnet spawns anvil itself rather than the node
 * launcher: the pid it holds is the node's own.
 */
export function resolveAnvilBinary(): string {
  const arch = archNames[process.arch]
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch ?? process.arch}`
  const binary = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  try {
    const launcher = createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json')
    const path = createRequire(launcher).resolve(`${platformPackage}/bin/${binary}`)
    if (existsSync(path)) return path
  } catch (cause) {
    throw new DevnetError('anvil is not installed', {
      details: `${platformPackage} was not found; run scripts/bootstrap.sh`,
      cause,
    })
  }
  throw new DevnetError('anvil is not installed', { details: `${platformPackage} has no binary` })
}
