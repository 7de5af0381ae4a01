// Prints the size budget's numbers: builds the demo for production, starts the devnet and
// `vite preview`, opens the page in Chromium with the dev wallet, records the JS loaded before
// the first click and on the click that opens the modal, and sums their gzip sizes.
// Run: pnpm --filter @appkit/demo bench:size
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet, writeDevnetFile } from '@appkit/test'
import { chromiumLaunchOptions } from '@appkit/test/playwright-chromium'
import { chromium } from '@playwright/test'
import { injectDevWallet } from '../e2e/devWallet'
import { startDemoPreview } from '../server/startDemoPreview'
import { buildDemo } from './buildDemo'
import { loadDemoPage, openModalOnConnect } from './demoLoadSteps'
import { observeChunkLoads } from './observeChunkLoads'
import {
  FIRST_LOAD_BUDGET_BYTES,
  formatSizeReport,
  measureLoad,
  ON_CLICK_BUDGET_BYTES,
} from './sizeBudget'

const dir = mkdtempSync(join(tmpdir(), 'appkit-demo-size-'))
const devnet = await startDevnet()
try {
  writeDevnetFile(join(dir, 'devnet.json'), devnet)
  process.env.APPKIT_DEVNET_FILE = join(dir, 'devnet.json')
  process.env.APPKIT_DEMO_DEV_WALLET = 'off'
  const build = await buildDemo(join(dir, 'dist'))
  const preview = await startDemoPreview({ port: 0, outDir: join(dir, 'dist') })
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const page = await browser.newPage()
    await injectDevWallet(page, devnet, 'approve')
    const loads = await observeChunkLoads(page, {
      load: () => loadDemoPage(page, preview.url),
      open: () => openModalOnConnect(page),
    })
    const report = {
      firstLoad: measureLoad(build, loads.firstLoad),
      // The modal's code beyond the first load: fetched on idle after the load event, or on the click.
      onClick: measureLoad(build, [...loads.onIdle, ...loads.onClick]),
    }
    console.log(formatSizeReport(report))
    const within =
      report.firstLoad.oursGzip <= FIRST_LOAD_BUDGET_BYTES &&
      report.onClick.oursGzip <= ON_CLICK_BUDGET_BYTES
    console.log(within ? 'within budget' : 'OVER BUDGET')
    process.exitCode = within ? 0 : 1
  } finally {
    await browser.close()
    await preview.close()
  }
} finally {
  await devnet.stop()
  rmSync(dir, { recursive: true, force: true })
}
