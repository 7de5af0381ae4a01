import { expect, test } from '@playwright/test'
import { analyzeWithAxe } from './analyzeWithAxe'
import { openStory, readStories } from './stories'

for (const theme of ['light', 'dark'] as const) {
  test(`every story has zero axe violations (WCAG A and AA) in the ${theme} theme`, async ({
    page,
  }) => {
    const stories = readStories()
    expect(stories.length).toBeGreaterThan(40)
    const failures: string[] = []
    for (const story of stories) {
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
