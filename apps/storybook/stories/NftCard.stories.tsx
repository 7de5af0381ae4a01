import { NftCard } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleImage } from './sampleMessages'

const meta: Meta<typeof NftCard> = {
  title: 'Components/NftCard',
  component: NftCard,
  args: { onSelect: () => {} },
  decorators: [
    (Story) => (
      <div style={{ width: 120 }}>
        <Story />
      </div>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof NftCard>

export const WithImage: Story = {
  args: { name: 'Punk #1', collection: 'Punks', imageUrl: sampleImage('#7a3d9c', 'P') },
}
export const MonogramFallback: Story = { args: { name: 'Ape #42', collection: 'Apes' } }
export const AllStates: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 110px)', gap: 8 }}>
      <NftCard
        name="Punk #1"
        collection="Punks"
        imageUrl={sampleImage('#7a3d9c', 'P')}
        onSelect={() => {}}
      />
      <NftCard name="Ape #42" collection="Apes" onSelect={() => {}} />
      <NftCard name="A very long NFT name here" collection="Collection" onSelect={() => {}} />
    </div>
  ),
}
