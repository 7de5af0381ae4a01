import { Avatar } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleImage } from './sampleMessages'

const meta: Meta<typeof Avatar> = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', size: 48 },
}
export default meta
type Story = StoryObj<typeof Avatar>

/** The gradient is generated from the address: the same account always looks the same. */
export const GeneratedFromAddress: Story = {}
export const ProfileImage: Story = { args: { imageUrl: sampleImage('#0d7a4f', 'A') } }
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {[
        '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
        '0x0000000000000000000000000000000000000001',
        '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      ].map((a) => (
        <Avatar key={a} address={a} size={48} />
      ))}
      <Avatar address="0x1" imageUrl={sampleImage('#0d7a4f', 'A')} size={48} />
      <Avatar address="0x2" size={24} />
    </div>
  ),
}
