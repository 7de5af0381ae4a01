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
// HOSTILE E: an announced wallet icon that carries script. Shown through <img>, it cannot run.
const hostileSvg = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1" width="64" height="64"><script>window.__xss=2</script><rect width="64" height="64" fill="#b42318"/></svg>')}`

/** An icon whose SVG holds an onload handler and a script: rendered via <img>, nothing runs. */
export const HostileSvgIcon: Story = { args: { name: 'Evil Wallet', imageUrl: hostileSvg } }

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
