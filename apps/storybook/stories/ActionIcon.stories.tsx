import { ActionIcon } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'

const meta: Meta<typeof ActionIcon> = { title: 'Components/ActionIcon', component: ActionIcon }
export default meta
type Story = StoryObj<typeof ActionIcon>

/** Every action icon inside a button that carries the name, as the Account view shows them. */
export const AllIcons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, color: 'var(--ak-color-fg)' }}>
      {(['card', 'swap', 'receive', 'send', 'wallet'] as const).map((name) => (
        <button key={name} type="button" aria-label={name} style={{ padding: 8 }}>
          <ActionIcon name={name} size={24} />
        </button>
      ))}
    </div>
  ),
}
