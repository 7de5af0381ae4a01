import { AccountButton, Avatar, NetworkButton, NetworkImage, TokenRow } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleImage } from './sampleMessages'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

const meta: Meta<typeof AccountButton> = {
  title: 'Components/AccountButton',
  component: AccountButton,
  args: { address, onClick: () => {} },
}
export default meta
type Story = StoryObj<typeof AccountButton>

export const WithBalance: Story = { args: { balance: '0.512 ETH' } }
export const WithProfileName: Story = { args: { balance: '0.512 ETH', profileName: 'vitalik.eth' } }
export const AvatarsFromAddresses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {[
        address,
        '0x0000000000000000000000000000000000000001',
        '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      ].map((a) => (
        <Avatar key={a} address={a} size={48} />
      ))}
    </div>
  ),
}
export const Networks: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <NetworkButton name="Ethereum" imageUrl={sampleImage('#3c3c9c', 'E')} onClick={() => {}} />
      <NetworkButton name="Optimism" onClick={() => {}} />
      <NetworkButton name="Unsupported network" warning onClick={() => {}} />
      <NetworkImage name="Base" size={32} />
    </div>
  ),
}
export const Tokens: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <TokenRow
        name="Ether"
        symbol="ETH"
        quantity="0.512"
        value="$1,702.40"
        iconUrl={sampleImage('#3c3c9c', 'E')}
      />
      <TokenRow name="USD Coin" symbol="USDC" quantity="12.500" value="$12.50" />
      <TokenRow name="A token with a very long name indeed" symbol="LONG" quantity="0.000" />
    </div>
  ),
}
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <AccountButton {...args} />
      <AccountButton {...args} balance="0.512 ETH" />
      <AccountButton {...args} balance="0.000 SOL" profileName="ada.reown.id" />
    </div>
  ),
}
