import { ActivityList } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'

const meta: Meta<typeof ActivityList> = {
  title: 'Components/ActivityList',
  component: ActivityList,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
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
    time: { label: '2 hr. ago', dateTime: '2025-03-20T10:00:00Z' },
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

/** Transactions under a heading per month, newest month first. */
export const GroupedByMonth: Story = { args: { items } }
export const Empty: Story = { args: { items: [] } }
export const AllStates: Story = { args: { items } }
