import { SearchInput } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { sampleMessages } from './sampleMessages'

const meta: Meta<typeof SearchInput> = {
  title: 'Components/SearchInput',
  component: SearchInput,
  args: { messages: sampleMessages.search, onChange: () => {} },
}
export default meta
type Story = StoryObj<typeof SearchInput>

function Controlled({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial)
  return <SearchInput value={value} onChange={setValue} messages={sampleMessages.search} />
}

export const Empty: Story = { render: () => <Controlled initial="" /> }
export const WithTextAndClear: Story = { render: () => <Controlled initial="rainbow" /> }
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 340 }}>
      <Controlled initial="" />
      <Controlled initial="meta" />
    </div>
  ),
}
