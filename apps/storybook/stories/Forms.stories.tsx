import { AmountInput, Checkbox, Link, SwapInput } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'

const meta: Meta = { title: 'Components/Forms' }
export default meta
type Story = StoryObj

function Amount({ error }: { error?: string }) {
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
      />
    </div>
  )
}

function Swap() {
  const [pay, setPay] = useState('1')
  const [flipped, setFlipped] = useState(false)
  const a = { symbol: 'ETH', caption: 'Balance 2.000' }
  const b = { symbol: 'USDC', caption: 'Balance 120.00' }
  const [x, y] = flipped ? [b, a] : [a, b]
  return (
    <div style={{ maxWidth: 340 }}>
      <SwapInput
        from={{ label: 'You pay', value: pay, ...x }}
        to={{ label: 'You receive', value: pay ? (Number(pay) * 3400).toFixed(2) : '', ...y }}
        onFromChange={setPay}
        onFlip={() => setFlipped(!flipped)}
        flipLabel="Switch tokens"
      />
    </div>
  )
}

function Legal() {
  const [checked, setChecked] = useState(false)
  return (
    <Checkbox checked={checked} onChange={setChecked}>
      I agree to the <Link href="https://example.org/terms">Terms of Service</Link> and the{' '}
      <Link href="https://example.org/privacy">Privacy Policy</Link>
    </Checkbox>
  )
}

export const AmountField: Story = { render: () => <Amount /> }
export const AmountTooLarge: Story = { render: () => <Amount error="Insufficient balance" /> }
export const SwapPair: Story = { render: () => <Swap /> }
export const LegalCheckbox: Story = { render: () => <Legal /> }
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Amount />
      <Amount error="Insufficient balance" />
      <Swap />
      <Legal />
    </div>
  ),
}
