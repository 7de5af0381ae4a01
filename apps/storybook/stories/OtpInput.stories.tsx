import { OtpInput } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { sampleMessages } from './sampleMessages'

const meta: Meta<typeof OtpInput> = { title: 'Components/OtpInput', component: OtpInput }
export default meta
type Story = StoryObj<typeof OtpInput>

function WithResult({ invalid = false }: { invalid?: boolean }) {
  const [code, setCode] = useState('')
  const [complete, setComplete] = useState('')
  return (
    <div>
      <OtpInput
        messages={sampleMessages.otp}
        onChange={setCode}
        onComplete={setComplete}
        invalid={invalid}
      />
      <p data-testid="otp-code">Code: {code}</p>
      <p data-testid="otp-complete">Complete: {complete}</p>
    </div>
  )
}

/** Type, paste, Backspace and the arrow keys; the sixth digit completes. */
export const SixDigits: Story = { render: () => <WithResult /> }
export const Invalid: Story = { render: () => <WithResult invalid /> }
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <WithResult />
      <WithResult invalid />
    </div>
  ),
}
