// How fast the modal opens on a real click: builds the demo and a bare React dialog page for
// production, serves both on 127.0.0.1, and for each run launches a fresh Debian Chromium per
// page, CPU setting (full speed, 4× slower) and mouse dwell, moves the mouse onto the Connect
// button, rests there (100 ms: a quick visitor's aim-and-press; 0 presses on arrival), presses it
// and prints the median and range of click → first wallet option and click → fully opaque.
// Run: pnpm bench:open [--runs 5] [--cpu 1,4] [--dwell 0,100]
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { buildPageScript, PAGE_SCRIPT_PATH } from '@appkit/dev-wallet/build'
import { startDevnet, writeDevnetFile } from '@appkit/test'
import { injectDevWallet } from '../e2e/devWallet'
import { startDemoPreview } from '../server/startDemoPreview'
import { buildDemo } from '../size/buildDemo'
import { buildAndServeBarePage } from './buildBarePage'
import { measureOpenOnce, type OpenMeasurement } from './measureOpen'
import { formatOpenTable, type OpenRow } from './openStats'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '1,4' },
    dwell: { type: 'string', default: '0,100' },
  },
})
const runs = Number(values.runs)
// The CPU settings: 1 is full speed, 4 is four times slower (CDP CPU throttling).
const cpuSettings = values.cpu.split(',').map(Number)
// How long the mouse rests on the button before the press, in ms.
const dwells = values.dwell.split(',').map(Number)
const targets = { buttonSelector: '#connect', optionName: 'AppKit Dev Wallet' }

const dir = mkdtempSync(join(tmpdir(), 'appkit-bench-open-'))
const devnet = await startDevnet()
const closers: (() => Promise<void>)[] = []
try {
  writeDevnetFile(join(dir, 'devnet.json'), devnet)
  process.env.APPKIT_DEVNET_FILE = join(dir, 'devnet.json')
  process.env.APPKIT_DEMO_DEV_WALLET = 'off'
  if (!existsSync(PAGE_SCRIPT_PATH)) await buildPageScript()
  await buildDemo(join(dir, 'demo'))
  const demo = await startDemoPreview({ port: 0, outDir: join(dir, 'demo') })
  closers.push(demo.close)
  const bare = await buildAndServeBarePage(join(dir, 'bare'))
  closers.push(bare.close)

  const pages: { name: string; measurement: Omit<OpenMeasurement, 'cpuThrottle' | 'dwell'> }[] = [
    { name: 'bare React dialog', measurement: { url: bare.url, targets } },
    {
      name: 'AppKit demo',
      measurement: {
        url: demo.url,
        targets,
        prepare: (page) => injectDevWallet(page, devnet, 'approve'),
      },
    },
  ]
  const rows: OpenRow[] = cpuSettings.flatMap((cpuThrottle) =>
    dwells.flatMap((dwell) =>
      pages.map((page) => ({ page: page.name, cpuThrottle, dwell, samples: [] })),
    ),
  )
  // Run by run, every page and setting in turn, so that a slow spell of the machine hits all.
  for (let run = 1; run <= runs; run++) {
    for (const row of rows) {
      const page = pages.find((candidate) => candidate.name === row.page)
      if (!page) continue
      const { cpuThrottle, dwell } = row
      const sample = await measureOpenOnce({ ...page.measurement, cpuThrottle, dwell })
      row.samples.push(sample)
      console.log(
        `run ${run}/${runs} ${row.page} CPU ${cpuThrottle}× dwell ${dwell} ms: hover lead ${sample.hoverLead.toFixed(0)} ms, last script ${sample.scriptsAfterPress.toFixed(0)} ms after press, first option ${sample.optionShown.toFixed(1)} ms, opaque ${sample.opaque.toFixed(1)} ms, button ${sample.buttonShown.toFixed(0)} ms`,
      )
    }
  }
  console.log(`\nOpen on a real mouse click, ${runs} fresh Chromium runs each: median (range)\n`)
  console.log(formatOpenTable(rows))
} finally {
  for (const close of closers.reverse()) await close()
  await devnet.stop()
  rmSync(dir, { recursive: true, force: true })
}
