import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  QUICKSTART_FILES,
  QUICKSTART_IMPORTS,
  QUICKSTART_LINE_CHANGES,
  QUICKSTART_TARGET_DIR,
  readQuickstartSource,
  rewriteQuickstart,
} from '../../examples/e2e/reownQuickstart'

const guide = readFileSync(
  new URL('../../docs/migrating-from-reown-appkit.md', import.meta.url),
  'utf8',
)
/** The guide's "Quickstart" section, up to the next heading of its level. */
const quickstartSection = guide.match(/^## Quickstart\n[\s\S]*?(?=^## )/m)?.[0] ?? ''

describe("a dapp written to AppKit's React + wagmi quickstart (examples/reown-quickstart)", () => {
  for (const file of QUICKSTART_FILES) {
    it(`becomes examples/vite-react/src/quickstart/${file} with the import paths and the lines the guide names changed, and nothing else`, async () => {
      await expect(rewriteQuickstart(file, readQuickstartSource(file))).toMatchFileSnapshot(
        `${QUICKSTART_TARGET_DIR}/${file}`,
      )
    })
  }

  it('the guide\'s "Quickstart" section names every import path and every changed line', () => {
    expect(quickstartSection).not.toBe('')
    for (const [from, to] of Object.entries(QUICKSTART_IMPORTS)) {
      expect(quickstartSection).toContain(`\`'${from}'\``)
      expect(quickstartSection).toContain(`\`'${to}'\``)
    }
    for (const change of QUICKSTART_LINE_CHANGES) expect(quickstartSection).toContain(change.named)
  })

  it("leaves no import of AppKit's packages in the rewritten files", () => {
    for (const file of QUICKSTART_FILES)
      expect(rewriteQuickstart(file, readQuickstartSource(file))).not.toMatch(/from '@reown\//)
  })

  it('refuses a source in which a named line is missing (the source and the changes went apart)', () => {
    const source = readQuickstartSource('config.tsx').replace(
      '= [mainnet]',
      '= [mainnet, arbitrum]',
    )
    expect(() => rewriteQuickstart('config.tsx', source)).toThrow(
      'config.tsx: "const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet]" occurs 0 times, not once',
    )
  })
})
