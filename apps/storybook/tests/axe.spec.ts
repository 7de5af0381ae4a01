import { expect, test } from '@playwright/test'
import { analyzeWithAxe } from './analyzeWithAxe'
import { openStory, readStories, switchStory } from './stories'

// The stories are read from storybook-static/index.json when a test runs (the build happens in
// the global setup), so each theme is split into a fixed number of slices of that list. A slice
// opens the preview once and switches from story to story in it, as the Storybook manager does.
const slices = 2

for (const theme of ['light', 'dark'] as const) {
  for (let slice = 0; slice < slices; slice++) {
    test(`every story has zero axe violations (WCAG A and AA) in the ${theme} theme, slice ${slice + 1} of ${slices}`, async ({
      page,
    }) => {
      const stories = readStories()
      expect(stories.length).toBeGreaterThan(60)
      const mine = stories.filter((_, index) => index % slices === slice)
      const failures: string[] = []
      const [first] = mine
      if (!first) throw new Error(`slice ${slice + 1} is empty`)
      await openStory(page, first.id, theme)
      for (const story of mine) {
        await switchStory(page, story.id)
        const { violations } = await analyzeWithAxe(page)
        for (const violation of violations)
          failures.push(
            `${story.id}: ${violation.id} (${violation.impact}) ${violation.nodes
              .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
              .join(' | ')}`,
          )
      }
      expect(failures).toEqual([])
    })
  }
}
