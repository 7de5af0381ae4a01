import { Skeleton } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'

const meta: Meta<typeof Skeleton> = { title: 'Components/Skeleton', component: Skeleton }
export default meta
type Story = StoryObj<typeof Skeleton>

export const TextLine: Story = { args: { width: 240, height: 14 } }
export const Circle: Story = { args: { width: 40, height: 40, shape: 'circle' } }
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', maxWidth: 360 }}>
      <Skeleton width={40} height={40} shape="circle" />
      <div style={{ flex: 1, display: 'grid', gap: 6 }}>
        <Skeleton height={14} />
        <Skeleton width="60%" height={12} />
      </div>
    </div>
  ),
}
