import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'

/** A story as listed in storybook-static/index.json. */
export type StoryEntry = { id: string; title: string; name: string; type: string }

/** Every story of the built Storybook. */
export function readStories(): StoryEntry[] {
  const file = join(import.meta.dirname, '..', 'storybook-static', 'index.json')
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, StoryEntry> }
  return Object.values(index.entries).filter((entry) => entry.type === 'story')
}

/** Opens one story alone (the preview iframe) in a theme and waits until it has rendered. */
export async function openStory(page: Page, id: string, theme: 'light' | 'dark' = 'light') {
  const base = process.env.STORYBOOK_URL
  if (!base) throw new Error('STORYBOOK_URL is not set: the global setup did not run')
  await page.goto(
    `${base}/iframe.html?id=${id}&viewMode=story&globals=theme:${theme};a11y.manual:!true`,
  )
  await page.locator('#storybook-root .ak-root').first().waitFor({ state: 'attached' })
  await page.evaluate(async () => {
    await document.fonts.ready
    // Let the entrance animations (fades, the shake) end so colours are measured at rest, also
    // those of content mounted a frame later (a React root in a shadow root); infinite ones
    // (spinners, skeletons) are left running.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    for (let round = 0; round < 20; round++) {
      await frame()
      await frame()
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
        )
      if (running.length === 0) return
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
    }
  })
}
