import { Chip } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'

const meta: Meta<typeof Chip> = { title: 'Components/Chip', component: Chip }
export default meta
type Story = StoryObj<typeof Chip>

function ToggleChips() {
  const [selected, setSelected] = useState('eip155')
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {['eip155', 'solana', 'bip122'].map((ns) => (
        <Chip key={ns} selected={selected === ns} onClick={() => setSelected(ns)}>
          {ns}
        </Chip>
      ))}
    </div>
  )
}

export const StaticLabel: Story = { args: { children: 'Installed' } }
export const Toggles: Story = { render: () => <ToggleChips /> }
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Chip>Static</Chip>
      <Chip onClick={() => {}}>Off</Chip>
      <Chip onClick={() => {}} selected>
        On
      </Chip>
    </div>
  ),
}
