import { Banner, Button } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'

const meta: Meta<typeof Banner> = { title: 'Components/Banner', component: Banner }
export default meta
type Story = StoryObj<typeof Banner>

export const Neutral: Story = {
  args: { title: 'Pay is off', children: 'Ask the site owner to enable it.' },
}
export const Warning: Story = {
  args: {
    title: 'Unverified domain',
    tone: 'warning',
    children: 'Check the address before you sign.',
  },
}
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
      <Banner title="Title only" />
      <Banner title="Pay is off">Ask the site owner to enable it.</Banner>
      <Banner title="Unverified domain" tone="warning">
        <Button variant="danger" size="small">
          Continue anyway
        </Button>
      </Banner>
    </div>
  ),
}
