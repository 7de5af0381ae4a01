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
  // Our code of the first load comes in one request (size/appkitChunkGroups.ts), not two dozen.
  const oursFirst = build.chunks.filter(
    (chunk) => loads.firstLoad.includes(chunk.fileName) && chunk.kind === 'ours' && !chunk.isEntry,
  )
  expect(
    oursFirst.map((chunk) => chunk.name).filter((name) => name !== 'rolldown-runtime'),
  ).toEqual(['appkit'])
  expect(loads.onClick.length).toBeGreaterThan(0)
  expect(report.firstLoad.oursGzip).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES)
  expect(report.onClick.oursGzip).toBeLessThanOrEqual(ON_CLICK_BUDGET_BYTES)
})

test('the WalletConnect libraries are in the build, and in neither the first load nor the modal opening: they load when the visitor picks WalletConnect', async ({
  page,
  devnet,
  baseURL,
}) => {
  const build = readBuildReport()
  const walletConnectChunks = (fileNames: readonly string[]) =>
    build.chunks
      .filter((chunk) => fileNames.includes(chunk.fileName))
      .filter((chunk) => Object.keys(chunk.sources).some((s) => s.startsWith('@walletconnect/')))
      .map((chunk) => chunk.fileName)
  expect(walletConnectChunks(build.chunks.map((chunk) => chunk.fileName))).not.toEqual([])
  await injectDevWallet(page, devnet, 'approve')
  const loads = await observeChunkLoads(page, {
    load: () => loadDemoPage(page, baseURL ?? ''),
    open: () => openModalOnConnect(page),
  })
  expect(walletConnectChunks(loads.firstLoad)).toEqual([])
  expect(walletConnectChunks(loads.onClick)).toEqual([])
})
