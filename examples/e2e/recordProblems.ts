import type { Page } from '@playwright/test'

/** Records the page's errors and console warnings and errors, with the URL of a failed request. */
export function recordProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`error: ${response.status()} ${response.url()}`)
  })
  return problems
}
