import { render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { HelpTopics } from './HelpTopics'

test('HelpTopics is a list named by its label, each topic a heading and its paragraph, in order', () => {
  render(
    <HelpTopics
      label="What is a wallet?"
      topics={[
        { title: 'One login', text: 'Sign in by connecting it.' },
        { title: 'Your assets', text: 'Keep and send tokens.' },
      ]}
    />,
  )
  const list = screen.getByRole('list', { name: 'What is a wallet?' })
  const items = within(list).getAllByRole('listitem')
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
    'One login',
    'Your assets',
  ])
  expect(items[1]?.textContent).toContain('Keep and send tokens.')
})
