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
  await settle(page)
}

/**
 * Shows another story in the preview already open on the page, without reloading it (as the
 * Storybook manager does when a reader picks a story), and waits until it has rendered and its
 * entrance animations have ended. The globals (theme) of the page stay as they were.
 */
export async function switchStory(page: Page, id: string) {
  await page.evaluate(async (storyId) => {
    type Render = { id: string; phase?: string }
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__?: {
          onSetCurrentStory: (selection: { storyId: string; viewMode: 'story' }) => Promise<void>
          currentRender?: Render
        }
      }
    ).__STORYBOOK_PREVIEW__
    if (!preview) throw new Error('not a Storybook preview page')
    await preview.onSetCurrentStory({ storyId, viewMode: 'story' })
    for (let tick = 0; tick < 1000; tick++) {
      const render = preview.currentRender
      if (render?.id === storyId && render.phase === 'finished') return
      if (render?.id === storyId && (render.phase === 'errored' || render.phase === 'aborted'))
        throw new Error(`story ${storyId} ${render.phase}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error(`story ${storyId} did not finish rendering`)
  }, id)
  await settle(page)
}

/** Waits for the story's root, the fonts, and the end of its finite animations. */
async function settle(page: Page) {
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
