import { SwapInput } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'

const meta: Meta<typeof SwapInput> = { title: 'Components/SwapInput', component: SwapInput }
export default meta
type Story = StoryObj<typeof SwapInput>

function Swap({ initial = '1' }: { initial?: string }) {
  const [pay, setPay] = useState(initial)
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

/** Type what you pay; the quote fills the read-only receive side; the button flips the pair. */
export const QuotedPair: Story = { render: () => <Swap /> }
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Swap initial="" />
      <Swap />
    </div>
  ),
}
