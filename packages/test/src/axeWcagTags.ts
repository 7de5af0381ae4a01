/** WCAG 2.0, 2.1 and 2.2 level A and AA rules, as apps/storybook runs them. */
export const axeWcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
