import { Checkbox, Link } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'

const meta: Meta<typeof Checkbox> = { title: 'Components/Checkbox', component: Checkbox }
export default meta
type Story = StoryObj<typeof Checkbox>

function Legal({ initial = false }: { initial?: boolean }) {
  const [checked, setChecked] = useState(initial)
  return (
    <Checkbox checked={checked} onChange={setChecked}>
      I agree to the <Link href="https://example.org/terms">Terms of Service</Link> and the{' '}
      <Link href="https://example.org/privacy">Privacy Policy</Link>
    </Checkbox>
  )
}

/** The legal checkbox before connecting. */
export const LegalConsent: Story = { render: () => <Legal /> }
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <Legal />
      <Legal initial />
    </div>
  ),
}
