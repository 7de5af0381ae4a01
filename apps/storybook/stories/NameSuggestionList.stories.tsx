import { NameSuggestionList } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'

const meta: Meta<typeof NameSuggestionList> = {
  title: 'Components/NameSuggestionList',
  component: NameSuggestionList,
  args: {
    label: 'Suggestions',
    availableLabel: 'Available',
    takenLabel: 'Taken',
    onSelect: () => {},
  },
}
export default meta
type Story = StoryObj<typeof NameSuggestionList>

export const FreeAndTakenNames: Story = {
  args: {
    suggestions: [
      { name: 'alice.appkit.localhost', registered: true },
      { name: 'alice-app.appkit.localhost', registered: false },
      { name: 'alice1.appkit.localhost', registered: false },
    ],
  },
}
export const AllTaken: Story = {
  args: {
    suggestions: [
      { name: 'bob.appkit.localhost', registered: true },
      { name: 'bob1.appkit.localhost', registered: true },
    ],
  },
}
export const LongName: Story = {
  args: {
    suggestions: [
      { name: `${'a-very-long-label-'.repeat(3)}x.appkit.localhost`, registered: false },
    ],
  },
}
