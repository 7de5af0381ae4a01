import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

const packageRoot = new URL('..', import.meta.url).pathname
const outDir = await mkdtemp(join(tmpdir(), 'appkit-compile-'))
afterAll(() => rm(outDir, { recursive: true, force: true }))

describe('the contract build', () => {
  it('is reproducible: a recompile is byte-identical to the committed artifacts', async () => {
    await promisify(execFile)(process.execPath, ['scripts/compile.mjs', '--out', outDir], {
      cwd: packageRoot,
    })
    const built = (await readdir(join(outDir, 'artifacts'))).sort()
    const committed = (await readdir(join(packageRoot, 'artifacts'))).sort()
    expect(built).toEqual([
      'DevAccountFactory.json',
      'DevNFT.json',
      'DevSwapPool.json',
      'DevUSDC.json',
    ])
    expect(built).toEqual(committed)
    const files = [...built.map((name) => join('artifacts', name)), 'src/artifacts.generated.ts']
    for (const file of files) {
      const fresh = await readFile(join(outDir, file))
      const inRepo = await readFile(join(packageRoot, file))
      expect(fresh.equals(inRepo), `${file} differs from a fresh compile`).toBe(true)
    }
  })

  it('records the compiler, the ABI and creation bytecode of each contract', async () => {
    const usdc = JSON.parse(await readFile(join(packageRoot, 'artifacts/DevUSDC.json'), 'utf8'))
    expect(usdc.compiler.solc).toMatch(/^0\.8\.30\+/)
    expect(usdc.bytecode).toMatch(/^0x[0-9a-f]+$/)
    const names = usdc.abi.map((entry: { name?: string }) => entry.name)
    expect(names).toEqual(expect.arrayContaining(['decimals', 'balanceOf', 'transfer', 'mint']))
  })
})
