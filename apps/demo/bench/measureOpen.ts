import { chromiumLaunchOptions } from '@appkit/test/playwright-chromium'
import { type CDPSession, chromium, type Page } from '@playwright/test'
import { installOpenProbe, type OpenProbeResult, type OpenProbeTargets } from './openProbe'

/**
 * One opening, in ms: load → button shown, press → first option shown, press → opaque, and how
 * long before the press the page saw the pointer enter the button (0 when it saw no entry).
 */
export type OpenSample = {
  buttonShown: number
  optionShown: number
  opaque: number
  hoverLead: number
  /** The last script's arrival after the press (negative: it had arrived before), ms. */
  scriptsAfterPress: number
  /**
   * Main-thread JavaScript run from navigation until the page was idle and the pointer about to
   * move (CDP Performance.getMetrics' ScriptDuration, slowed with the CPU), ms.
   */
  scriptBeforePress: number
}

/** One opening's times, and the requests for hosts other than 127.0.0.1 the page made (blocked). */
export type OpenResult = { sample: OpenSample; blockedUrls: string[] }

/** What one measurement opens and how. */
export type OpenMeasurement = {
  url: string
  targets: OpenProbeTargets
  /** CPU slowdown (CDP Emulation.setCPUThrottlingRate); 1 runs at full speed. */
  cpuThrottle: number
  /**
   * How long the mouse rests on the button before pressing, in ms: a visitor moves the pointer
   * onto the button, then presses (0 presses as soon as the pointer arrives).
   */
  dwell: number
  /** Runs before the page loads, e.g. to inject a wallet. */
  prepare?: (page: Page) => Promise<void>
}

/** Error thrown when the probe did not record a time the sample needs. */
export class OpenProbeIncompleteError extends Error {
  override name = 'OpenProbeIncompleteError'
}

function toSample(result: OpenProbeResult, scriptBeforePress: number): OpenSample {
  const { buttonShown, pointerEnter, pointerDown, optionShown, opaque, scriptsLoaded } = result
  if (
    buttonShown === undefined ||
    pointerDown === undefined ||
    optionShown === undefined ||
    opaque === undefined ||
    scriptsLoaded === undefined
  )
    throw new OpenProbeIncompleteError(`the probe recorded ${JSON.stringify(result)}`)
  return {
    buttonShown,
    optionShown: optionShown - pointerDown,
    opaque: opaque - pointerDown,
    hoverLead: pointerEnter === undefined ? 0 : pointerDown - pointerEnter,
    scriptsAfterPress: scriptsLoaded - pointerDown,
    scriptBeforePress,
  }
}

/**
 * Chromium sends everything through a proxy that is not there (port 9 on 127.0.0.1, closed),
 * which it bypasses for loopback only: no request, WebSocket or worker fetch can leave the
 * machine, whatever the page (or a library in it) tries. The routes below also name them.
 */
const loopbackOnlyArgs = ['--proxy-server=http://127.0.0.1:9', '--proxy-bypass-list=127.0.0.1']

/** Whether `url` is for 127.0.0.1 (or a data:/blob: URL, which makes no request). */
export function isLoopbackUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  if (protocol === 'data:' || protocol === 'blob:') return true
  return hostname === '127.0.0.1'
}

async function scriptDuration(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  const seconds = metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0
  return seconds * 1000
}

/**
 * The probe as a script. tsx (which runs the benchmark) compiles with esbuild's keepNames, so the
 * function's source calls a `__name` helper the page lacks: the script brings a no-op one.
 */
function probeScript(targets: OpenProbeTargets): string {
  return `(() => { const __name = (f) => f; (${installOpenProbe})(${JSON.stringify(targets)}) })()`
}

/**
 * Launches a fresh Chromium, opens `url` (CPU slowed by `cpuThrottle`), waits until the page is
 * idle, then does what a visitor does with the real mouse: moves the pointer from a corner of the
 * page onto the Connect button's centre (in steps, so the page sees it travel and enter), rests
 * there `dwell` ms, presses and releases; and reads the in-page probe's times (installOpenProbe).
 */
export async function measureOpenOnce(measurement: OpenMeasurement): Promise<OpenResult> {
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, ...loopbackOnlyArgs],
  })
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const blockedUrls: string[] = []
    await context.route(
      (url) => !isLoopbackUrl(url.href),
      (route) => {
        blockedUrls.push(route.request().url())
        return route.abort('blockedbyclient')
      },
    )
    await context.routeWebSocket(
      (url) => !isLoopbackUrl(url.href),
      (socket) => {
        blockedUrls.push(socket.url())
        return socket.close()
      },
    )
    const page = await context.newPage()
    await measurement.prepare?.(page)
    await page.addInitScript({ content: probeScript(measurement.targets) })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    if (measurement.cpuThrottle !== 1)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: measurement.cpuThrottle })
    await page.goto(measurement.url)
    const button = page.locator(measurement.targets.buttonSelector)
    await button.waitFor({ state: 'visible' })
    await page.waitForLoadState('networkidle')
    // Let the page finish what it does after loading (the idle callback runs once it has).
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2000 })))
    const box = await button.boundingBox()
    if (!box) throw new OpenProbeIncompleteError('the Connect button has no box')
    const scriptBeforePress = await scriptDuration(cdp)
    await page.mouse.move(1, 1)
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 })
    if (measurement.dwell > 0) await page.waitForTimeout(measurement.dwell)
    await page.mouse.down()
    await page.mouse.up()
    await page
      .waitForFunction(() => window.__openProbe?.opaque !== undefined, null, { timeout: 10_000 })
      .catch(() => {}) // then toSample names what is missing
    const probe = (await page.evaluate(() => window.__openProbe)) ?? {}
    return { sample: toSample(probe, scriptBeforePress), blockedUrls }
  } finally {
    await browser.close()
  }
}
