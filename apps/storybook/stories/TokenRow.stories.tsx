import { TokenRow } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleImage } from './sampleMessages'

const meta: Meta<typeof TokenRow> = {
  title: 'Components/TokenRow',
  component: TokenRow,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof TokenRow>

export const WithIconAndValue: Story = {
  args: {
    name: 'Ether',
    symbol: 'ETH',
    quantity: '0.512',
    value: '$1,702.40',
    iconUrl: sampleImage('#3c3c9c', 'E'),
  },
}
export const MonogramWithoutValue: Story = {
  args: { name: 'Some Token', symbol: 'SOME', quantity: '0.000' },
}
export const AllStates: Story = {
  render: () => (
    <>
      <TokenRow
        name="Ether"
        symbol="ETH"
        quantity="0.512"
        value="$1,702.40"
        iconUrl={sampleImage('#3c3c9c', 'E')}
      />
      <TokenRow name="USD Coin" symbol="USDC" quantity="12.500" value="$12.50" />
      <TokenRow name="A token with a very long name indeed" symbol="LONG" quantity="0.000" />
    </>
  ),
}
