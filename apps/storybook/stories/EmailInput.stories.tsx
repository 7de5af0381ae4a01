import { EmailInput } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { sampleMessages } from './sampleMessages'

const meta: Meta<typeof EmailInput> = { title: 'Components/EmailInput', component: EmailInput }
export default meta
type Story = StoryObj<typeof EmailInput>

function Controlled({
  initial,
  error,
  loadingLabel,
  compact,
}: {
  initial: string
  error?: string
  loadingLabel?: string
  compact?: boolean
}) {
  const [value, setValue] = useState(initial)
  return (
    <div style={{ maxWidth: 340 }}>
      <EmailInput
        value={value}
        onChange={setValue}
        onSubmit={() => {}}
        messages={sampleMessages.email}
        error={error}
        loadingLabel={loadingLabel}
        compact={compact ?? false}
      />
    </div>
  )
}

export const Empty: Story = { render: () => <Controlled initial="" /> }
export const Invalid: Story = {
  render: () => <Controlled initial="ada@" error="Enter a valid email" />,
}
export const Submitting: Story = {
  render: () => <Controlled initial="ada@example.org" loadingLabel="Sending code" />,
}
/** One line, as on Connect: the envelope, the field and the submit button in one box. */
export const Compact: Story = { render: () => <Controlled initial="" compact /> }
export const CompactInvalid: Story = {
  render: () => <Controlled initial="ada@" error="Enter a valid email" compact />,
}
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Controlled initial="" />
      <Controlled initial="ada@" error="Please try again after 12 seconds" />
      <Controlled initial="ada@example.org" loadingLabel="Sending code" />
    </div>
  ),
}
