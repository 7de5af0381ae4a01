import { WalletImage } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleImage } from './sampleMessages'

const meta: Meta<typeof WalletImage> = { title: 'Components/WalletImage', component: WalletImage }
export default meta
type Story = StoryObj<typeof WalletImage>

export const Image: Story = { args: { name: 'Rainbow', imageUrl: sampleImage('#1b4f9c', 'R') } }
export const GeneratedMonogram: Story = { args: { name: 'Zerion Wallet' } }
export const FailedImageFallsBack: Story = {
  args: { name: 'Broken', imageUrl: 'data:image/png;base64,AAAA' },
}
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <WalletImage name="Rainbow" imageUrl={sampleImage('#1b4f9c', 'R')} />
      <WalletImage name="Zerion Wallet" />
      <WalletImage name="Broken" imageUrl="data:image/png;base64,AAAA" />
      <WalletImage name="Round" shape="round" size={40} />
    </div>
  ),
}
