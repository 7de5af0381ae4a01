import { NetworkButton, NetworkImage } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleImage } from './sampleMessages'

const meta: Meta<typeof NetworkButton> = {
  title: 'Components/NetworkButton',
  component: NetworkButton,
  args: { onClick: () => {} },
}
export default meta
type Story = StoryObj<typeof NetworkButton>

export const WithLogo: Story = { args: { name: 'Ethereum', imageUrl: sampleImage('#3c3c9c', 'E') } }
export const MonogramLogo: Story = { args: { name: 'Optimism' } }
export const Unsupported: Story = { args: { name: 'Unsupported network', warning: true } }
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <NetworkButton name="Ethereum" imageUrl={sampleImage('#3c3c9c', 'E')} onClick={() => {}} />
      <NetworkButton name="Optimism" onClick={() => {}} />
      <NetworkButton name="Unsupported network" warning onClick={() => {}} />
      <NetworkImage name="Base" size={32} />
      <NetworkImage name="Solana" imageUrl={sampleImage('#6a2fb0', 'S')} size={32} />
    </div>
  ),
}
