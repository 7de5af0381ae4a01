// How fast the modal opens on a real click, beside a bare React dialog and a RainbowKit app:
// builds the demo, the bare page (bench/bare) and the RainbowKit app (bench/rainbowkit, installed
// on demand into a cache folder outside the workspace) for production, serves each on 127.0.0.1,
// and for each run launches a fresh Debian Chromium per page, CPU setting (full speed, 4× slower)
// and mouse dwell, moves the mouse onto the Connect button, rests there (100 ms: a quick
// visitor's aim-and-press; 0 presses on arrival), presses it, and prints the median and range of
// click → first wallet option, click → fully opaque, page → button shown and the JavaScript run
// before the pointer came. No request leaves 127.0.0.1 (measureOpen.ts).
// Run: pnpm bench:open [--runs 5] [--cpu 1,4] [--dwell 0,100] [--pages bare,rainbowkit,appkit]
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildPageScript, PAGE_SCRIPT_PATH } from '@appkit/dev-wallet/build'
import { startDevnet, writeDevnetFile } from '@appkit/test'
import { injectDevWallet } from '../e2e/devWallet'
import { startDemoPreview } from '../server/startDemoPreview'
import { buildDemo } from '../size/buildDemo'
import { buildAndServeBarePage } from './buildBarePage'
import { installAndServeRainbowKitApp } from './installRainbowKitApp'
import { measureOpenOnce, type OpenMeasurement } from './measureOpen'
import { type OpenPageName, parseOpenArgs } from './openArgs'
import { formatOpenTable, type OpenRow } from './openStats'

const args = parseOpenArgs(process.argv.slice(2))
const optionName = 'AppKit Dev Wallet'
const pageTitles: Record<OpenPageName, string> = {
  bare: 'bare React dialog',
  rainbowkit: 'RainbowKit 2.2',
  appkit: 'AppKit demo (ours)',
}
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

const dir = mkdtempSync(join(tmpdir(), 'appkit-bench-open-'))
const devnet = await startDevnet()
const closers: (() => Promise<void>)[] = []
try {
  writeDevnetFile(join(dir, 'devnet.json'), devnet)
  process.env.APPKIT_DEVNET_FILE = join(dir, 'devnet.json')
  process.env.APPKIT_DEMO_DEV_WALLET = 'off'
  if (!existsSync(PAGE_SCRIPT_PATH)) await buildPageScript()
  type Measured = Omit<OpenMeasurement, 'cpuThrottle' | 'dwell'>
  const measurements = new Map<OpenPageName, Measured>()
  const prepare: Measured['prepare'] = (page) => injectDevWallet(page, devnet, 'approve')
  for (const name of args.pages) {
    if (name === 'bare') {
      const bare = await buildAndServeBarePage(join(dir, 'bare'))
      closers.push(bare.close)
      measurements.set(name, { url: bare.url, targets: { buttonSelector: '#connect', optionName } })
    } else if (name === 'rainbowkit') {
      const app = await installAndServeRainbowKitApp()
      closers.push(app.close)
      // The devnet's chains 1 and 137 as the app's RPC URLs (main.tsx reads them from the query).
      const query = new URLSearchParams(
        devnet.chains.map((chain) => [`rpc${chain.chainId}`, chain.rpcUrl]),
      )
      measurements.set(name, {
        url: `${app.url}?${query}`,
        targets: { buttonSelector: '[data-testid="rk-connect-button"]', optionName },
        prepare,
      })
    } else {
      await buildDemo(join(dir, 'demo'))
      const demo = await startDemoPreview({ port: 0, outDir: join(dir, 'demo') })
      closers.push(demo.close)
      measurements.set(name, {
        url: demo.url,
        targets: { buttonSelector: '#connect', optionName },
        prepare,
      })
    }
  }

  const rows: OpenRow[] = args.cpu.flatMap((cpuThrottle) =>
    args.dwell.flatMap((dwell) =>
      args.pages.map((name) => ({ page: pageTitles[name], cpuThrottle, dwell, samples: [] })),
    ),
  )
  const blocked = new Map<string, Set<string>>()
  const loadBefore = load()
  // Run by run, every page and setting in turn, so that a slow spell of the machine hits all.
  for (let run = 1; run <= args.runs; run++) {
    for (const row of rows) {
      const name = args.pages.find((candidate) => pageTitles[candidate] === row.page)
      const measurement = name && measurements.get(name)
      if (!measurement) continue
      const { cpuThrottle, dwell } = row
      const { sample, blockedUrls } = await measureOpenOnce({ ...measurement, cpuThrottle, dwell })
      row.samples.push(sample)
      for (const url of blockedUrls) {
        const hosts = blocked.get(row.page) ?? new Set()
        hosts.add(new URL(url).host)
        blocked.set(row.page, hosts)
      }
      console.log(
        `run ${run}/${args.runs} ${row.page} CPU ${cpuThrottle}× dwell ${dwell} ms: button ${sample.buttonShown.toFixed(0)} ms, JS before ${sample.scriptBeforePress.toFixed(0)} ms, hover lead ${sample.hoverLead.toFixed(0)} ms, last script ${sample.scriptsAfterPress.toFixed(0)} ms after press, first option ${sample.optionShown.toFixed(1)} ms, opaque ${sample.opaque.toFixed(1)} ms (load ${load()})`,
      )
    }
  }
  console.log(
    `\nOpen on a real mouse click, ${args.runs} fresh Chromium runs each: median (range)\n`,
  )
  console.log(formatOpenTable(rows))
  console.log(`\nload average (1, 5, 15 min): ${loadBefore} before, ${load()} after`)
  for (const [page, hosts] of blocked)
    console.log(`${page} asked for hosts other than 127.0.0.1 (blocked): ${[...hosts].join(', ')}`)
  if (blocked.size === 0) console.log('No page asked for a host other than 127.0.0.1.')
} finally {
  for (const close of closers.reverse()) await close()
  await devnet.stop()
  rmSync(dir, { recursive: true, force: true })
}
