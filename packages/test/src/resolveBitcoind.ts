import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { DevnetError } from './DevnetError'

/** The environment variable naming bitcoind's private folder (default `<repo>/.devnets/bitcoin`). */
export const BITCOIND_ROOT_ENV = 'APPKIT_BITCOIND_ROOT'

/** How to run the privately unpacked bitcoind: the loader, its arguments, then bitcoind's own. */
export type BitcoindCommand = { readonly command: string; readonly args: readonly string[] }

/**
 * Finds the bitcoind that `packages/test/scripts/installBitcoind.sh` (run by the bootstrap) unpacked
 * from Debian's unstable suite, and returns the command that runs it through the unpacked glibc's
 * dynamic loader (it needs glibc >= 2.38; the system's libraries stay as they are).
 */
export function resolveBitcoind(env: NodeJS.ProcessEnv = process.env): BitcoindCommand {
  const repo = new URL('../../..', import.meta.url).pathname
  const folder = env[BITCOIND_ROOT_ENV] || join(repo, '.devnets', 'bitcoin')
  const root = join(folder, 'root')
  const libraries = join(root, 'usr', 'lib', 'x86_64-linux-gnu')
  const loader = join(libraries, 'ld-linux-x86-64.so.2')
  const bitcoind = join(root, 'usr', 'bin', 'bitcoind')
  if (!existsSync(bitcoind) || !existsSync(loader)) {
    throw new DevnetError(
      `bitcoind is not installed (no ${bitcoind}): run scripts/bootstrap.sh, which installs it with packages/test/scripts/installBitcoind.sh and says why when it cannot`,
    )
  }
  return {
    command: loader,
    args: ['--library-path', `${libraries}:/usr/lib/x86_64-linux-gnu`, bitcoind],
  }
}
