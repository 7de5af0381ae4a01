import { loadDemoPage, openModalOnConnect } from '../size/demoLoadSteps'
import { observeChunkLoads } from '../size/observeChunkLoads'
import {
  entryChunks,
  FIRST_LOAD_BUDGET_BYTES,
  formatSizeReport,
  measureLoad,
  ON_CLICK_BUDGET_BYTES,
  staticClosure,
} from '../size/sizeBudget'
import { expect, test } from './demoTest'
import { injectDevWallet } from './devWallet'
import { readBuildReport } from './readBuildReport'

test('size budget: our code before the first click is at most 45 KiB gzip and the modal chunks loaded on the click at most 40 KiB gzip', async ({
  page,
  devnet,
  baseURL,
}) => {
  const build = readBuildReport()
  await injectDevWallet(page, devnet, 'approve')
  const loads = await observeChunkLoads(page, {
    load: () => loadDemoPage(page, baseURL ?? ''),
    open: () => openModalOnConnect(page),
  })
  const report = {
    firstLoad: measureLoad(build, loads.firstLoad),
    onClick: measureLoad(build, loads.onClick),
  }
  console.log(formatSizeReport(report))
  // The first load is the entry and its static imports; the modal comes only with the click.
  expect(loads.firstLoad).toEqual(staticClosure(build, entryChunks(build)))
  expect(loads.onClick.length).toBeGreaterThan(0)
  expect(report.firstLoad.oursGzip).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES)
  expect(report.onClick.oursGzip).toBeLessThanOrEqual(ON_CLICK_BUDGET_BYTES)
})
