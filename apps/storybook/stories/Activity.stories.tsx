import { ActivityList, NftCard } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleImage } from './sampleMessages'

const meta: Meta<typeof ActivityList> = {
  title: 'Components/ActivityList',
  component: ActivityList,
}
export default meta
type Story = StoryObj<typeof ActivityList>

const items = [
  {
    id: '1',
    monthKey: '2025-03',
    monthLabel: 'March 2025',
    title: 'Sent',
    subtitle: 'to 0x12a4…9f3c21',
    amount: '-0.250 ETH',
  },
  {
    id: '2',
    monthKey: '2025-03',
    monthLabel: 'March 2025',
    title: 'Received',
    subtitle: 'from 0x34b1…00aa10',
    amount: '+1.000 ETH',
    status: 'pending' as const,
  },
  {
    id: '3',
    monthKey: '2025-01',
    monthLabel: 'January 2025',
    title: 'Swapped',
    subtitle: 'ETH to USDC',
    amount: '-0.100 ETH',
    status: 'failed' as const,
  },
]

export const GroupedByMonth: Story = { args: { items } }
export const Empty: Story = { args: { items: [] } }
export const Nfts: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8, maxWidth: 360 }}>
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
export const AllStates: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <ActivityList items={items} />
    </div>
  ),
}
