import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { NameSuggestionList } from './NameSuggestionList'

const suggestions = [
  { name: 'alice.dapp.test', registered: true },
  { name: 'alice1.dapp.test', registered: false },
]

function renderList(onSelect = vi.fn()) {
  const view = render(
    <NameSuggestionList
      label="Suggestions"
      suggestions={suggestions}
      availableLabel="Available"
      takenLabel="Taken"
      onSelect={onSelect}
    />,
  )
  return { ...view, onSelect }
}

test('a free name is a button that picks it; a taken one is disabled and says so in words', () => {
  const { onSelect } = renderList()
  const list = screen.getByRole('list', { name: 'Suggestions' })
  expect(list.querySelectorAll('li')).toHaveLength(2)
  const taken = screen.getByRole('button', { name: 'alice.dapp.test Taken' }) as HTMLButtonElement
  expect(taken.disabled).toBe(true)
  fireEvent.click(taken)
  expect(onSelect).not.toHaveBeenCalled()
  fireEvent.click(screen.getByRole('button', { name: 'alice1.dapp.test Available' }))
  expect(onSelect).toHaveBeenCalledWith('alice1.dapp.test')
})

test('renders nothing without suggestions', () => {
  const { container } = render(
    <NameSuggestionList
      label="Suggestions"
      suggestions={[]}
      availableLabel="Available"
      takenLabel="Taken"
      onSelect={() => {}}
    />,
  )
  expect(container.innerHTML).toBe('')
})
