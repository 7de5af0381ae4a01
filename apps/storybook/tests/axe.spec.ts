import { expect, test } from '@playwright/test'
import { analyzeWithAxe } from './analyzeWithAxe'
import { openStory, readStories } from './stories'

// The stories are read from storybook-static/index.json when a test runs (the build happens in
// the global setup), so each theme is split into a fixed number of slices of that list.
const slices = 8

for (const theme of ['light', 'dark'] as const) {
  for (let slice = 0; slice < slices; slice++) {
    test(`every story has zero axe violations (WCAG A and AA) in the ${theme} theme, slice ${slice + 1} of ${slices}`, async ({
      page,
    }) => {
      const stories = readStories()
      expect(stories.length).toBeGreaterThan(60)
      const failures: string[] = []
      for (const story of stories.filter((_, index) => index % slices === slice)) {
        await openStory(page, story.id, theme)
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
