import { AmountInput } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'

const meta: Meta<typeof AmountInput> = { title: 'Components/AmountInput', component: AmountInput }
export default meta
type Story = StoryObj<typeof AmountInput>

function Amount({ error, readOnly }: { error?: string; readOnly?: boolean }) {
  const [value, setValue] = useState('0.5')
  return (
    <div style={{ maxWidth: 340 }}>
      <AmountInput
        label="Amount"
        value={value}
        onChange={setValue}
        symbol="ETH"
        caption="≈ $1,700.00"
        error={error}
        readOnly={readOnly ?? false}
      />
    </div>
  )
}

/** Only a decimal number goes in: letters are dropped and a comma becomes a dot. */
export const DecimalOnly: Story = { render: () => <Amount /> }
export const Invalid: Story = { render: () => <Amount error="Insufficient balance" /> }
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Amount />
      <Amount error="Insufficient balance" />
      <Amount readOnly />
    </div>
  ),
}
