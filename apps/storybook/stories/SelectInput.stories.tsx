import { SelectInput } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'

const meta: Meta<typeof SelectInput> = { title: 'Components/SelectInput', component: SelectInput }
export default meta
type Story = StoryObj<typeof SelectInput>

const providers = [
  { value: 'meld', label: 'Meld' },
  { value: 'coinbase', label: 'Coinbase' },
]
const currencies = [
  { value: 'USD', label: 'USD' },
  { value: 'EUR', label: 'EUR' },
]

function Controlled({
  label,
  initial,
  options,
  placeholder,
}: {
  label: string
  initial: string
  options: typeof providers
  placeholder?: string
}) {
  const [value, setValue] = useState(initial)
  return (
    <SelectInput
      label={label}
      value={value}
      options={options}
      onChange={setValue}
      placeholder={placeholder}
    />
  )
}

export const Chosen: Story = {
  render: () => <Controlled label="Provider" initial="meld" options={providers} />,
}
export const NothingChosen: Story = {
  render: () => (
    <Controlled label="Currency" initial="" options={currencies} placeholder="Choose a currency" />
  ),
}
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 340 }}>
      <Controlled label="Provider" initial="meld" options={providers} />
      <Controlled
        label="Currency"
        initial=""
        options={currencies}
        placeholder="Choose a currency"
      />
    </div>
  ),
}
