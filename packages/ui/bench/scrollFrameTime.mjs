#!/usr/bin/env node
// Measures scrolling 600 wallets in the virtualised WalletGrid in Chromium: the main-thread work of
// each frame (scroll, React render, style, layout) and the interval between animation frames.
// Run: pnpm --filter @appkit/ui bench:scroll   (tsx loads the shared launch options of @appkit/test;
// uses /usr/bin/chromium)
import { chromiumLaunchOptions } from '@appkit/test/playwright-chromium'
import { chromium } from '@playwright/test'
import { build } from 'esbuild'

const bundle = await build({
  entryPoints: [new URL('./scrollPage.tsx', import.meta.url).pathname],
  bundle: true,
  minify: true,
  format: 'iife',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  write: false,
})
const script = bundle.outputFiles[0].text

const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const page = await browser.newPage({ viewport: { width: 800, height: 700 } })
  await page.setContent('<!doctype html><html lang="en"><body></body></html>')
  await page.addScriptTag({ content: script })
  await page.locator('[role="grid"] button').first().waitFor()
  await page.evaluate(() => window.runScroll(60, 40)) // warm-up
  const stats = (values) => {
    const sorted = [...values].sort((a, b) => a - b)
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length
    return `mean ${mean.toFixed(2)} ms, p50 ${at(0.5).toFixed(2)}, p95 ${at(0.95).toFixed(2)}, max ${sorted[sorted.length - 1].toFixed(2)}`
  }
  // 40 px a frame is a steady scroll; 200 px a frame is a fling that swaps rows every frame.
  for (const step of [40, 200]) {
    const { work, intervals } = await page.evaluate((px) => window.runScroll(600, px), step)
    const long = intervals.filter((v) => v > 1000 / 60 + 4).length
    const rendered = await page.locator('[role="grid"] button').count()
    console.log(
      `600 wallets, ${work.length} frames at ${step} px a frame, ${rendered} tiles in the DOM`,
    )
    console.log(`  work per frame (scroll + React + style + layout): ${stats(work)}`)
    console.log(`  animation frame interval: ${stats(intervals)}; frames over 20.7 ms: ${long}`)
  }
} finally {
  await browser.close()
}
