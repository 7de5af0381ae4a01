import { join } from 'node:path'
import { run } from './run'

const root = new URL('../..', import.meta.url).pathname

/**
 * Packs every publishable package the way the publish check does (scripts/packPackages.mjs:
 * build, `changeset version` on a copy, `pnpm pack`) into `dir`; resolves to each package's
 * tarball path by name.
 */
export async function packTarballs(dir: string): Promise<Record<string, string>> {
  const output = await run('node', [join(root, 'scripts/packPackages.mjs'), dir], root)
  const last = output.trim().split('\n').at(-1) ?? ''
  return (JSON.parse(last) as { tarballs: Record<string, string> }).tarballs
}
