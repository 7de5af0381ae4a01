import { observeChunkLoads } from '../size/observeChunkLoads'
import {
  entryChunks,
  FIRST_LOAD_BUDGET_BYTES,
  formatSizeReport,
  measureLoad,
  staticClosure,
} from '../size/sizeBudget'
import { expect, test } from './demoTest'
import { readBuildReport } from './readBuildReport'

test('size budget: our code loaded before the first click is at most 45 KiB gzip, and it is exactly the entry and its static imports', async ({
  page,
  openDemo,
}) => {
  const build = readBuildReport()
  const loads = await observeChunkLoads(page, {
    load: async () => {
      await openDemo()
      await expect(page.getByTestId('installed-wallets')).toHaveText('AppKit Dev Wallet')
      await page.waitForLoadState('networkidle')
    },
    open: async () => {},
  })
  expect(loads.firstLoad).toEqual(staticClosure(build, entryChunks(build)))
  const firstLoad = measureLoad(build, loads.firstLoad)
  console.log(formatSizeReport({ firstLoad, onClick: measureLoad(build, loads.onClick) }))
  expect(firstLoad.oursGzip).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES)
})
