import { AccountButton } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'

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
/** Under dir="rtl" the button mirrors: the balance on the right, the address pill on the left. */
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: { balance: '0.512 ETH' },
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
