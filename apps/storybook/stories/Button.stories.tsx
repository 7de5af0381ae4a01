import { Button, IconButton, Link } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'

const meta: Meta<typeof Button> = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Connect' },
}
export default meta
type Story = StoryObj<typeof Button>

export const Primary: Story = {}
export const Secondary: Story = { args: { variant: 'secondary' } }
export const Loading: Story = { args: { loadingLabel: 'Connecting' } }
export const Disabled: Story = { args: { disabled: true } }
// A hostile URL the Link must refuse to link (assembled so no literal script URL sits in code).
const unsafeUrl = ['javascript', 'alert(1)'].join(':')

export const LinkToHttpsOnly: Story = {
  render: () => (
    <p>
      <Link href="https://example.org/terms">Terms of service</Link> and{' '}
      <Link href={unsafeUrl}>an unsafe link shown as text</Link>
    </p>
  ),
}
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="danger">Disconnect</Button>
      <Button size="small">Small</Button>
      <Button disabled>Disabled</Button>
      <Button loadingLabel="Signing">Sign</Button>
      <IconButton icon="close" label="Close" onClick={() => {}} />
      <IconButton icon="copy" label="Copy" onClick={() => {}} />
      <Link href="https://example.org">Learn more</Link>
    </div>
  ),
}
