import { startRequestGuard } from '@appkit/test/playwright-request-guard'
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

test('size budget: our code of the first load (before the load event and the first click) is at most 45 KiB gzip, and the modal chunks fetched after it (on idle or on the click; the same the click alone loads with modalPreload intent) at most 40 KiB gzip', async ({
  page,
  browser,
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
    // The modal's code beyond the first load: fetched on idle after the load event, or on the click.
    onClick: measureLoad(build, [...loads.onIdle, ...loads.onClick]),
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
  // The modal's code comes after the first load: on idle (modalPreload 'idle', the default) ...
  expect(loads.onIdle.length).toBeGreaterThan(0)
  // ... and it is exactly what the click alone loads when the page preloads on intent only.
  // A fresh context: the first page's storage (wagmi's) would change what the page loads.
  const intentContext = await browser.newContext()
  const onIntent = await (async () => {
    try {
      const guard = await startRequestGuard(intentContext)
      const intentPage = await intentContext.newPage()
      await injectDevWallet(intentPage, devnet, 'approve')
      const observed = await observeChunkLoads(intentPage, {
        load: () => loadDemoPage(intentPage, new URL('/?modalPreload=intent', baseURL).href),
        open: () => openModalOnConnect(intentPage),
      })
      expect(guard.offLoopback()).toEqual([])
      return observed
    } finally {
      await intentContext.close()
    }
  })()
  expect(onIntent.firstLoad).toEqual(loads.firstLoad)
  expect(onIntent.onIdle).toEqual([])
  expect([...loads.onIdle, ...loads.onClick].sort()).toEqual(onIntent.onClick)
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
  expect(walletConnectChunks([...loads.onIdle, ...loads.onClick])).toEqual([])
})
