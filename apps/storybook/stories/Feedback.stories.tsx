import { Banner, Button, Chip, Skeleton, Tooltip } from '@appkit/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'

const meta: Meta = { title: 'Components/Feedback' }
export default meta
type Story = StoryObj

export const SkeletonLoading: Story = {
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

function ToggleChips() {
  const [selected, setSelected] = useState('eip155')
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {['eip155', 'solana', 'bip122'].map((ns) => (
        <Chip key={ns} selected={selected === ns} onClick={() => setSelected(ns)}>
          {ns}
        </Chip>
      ))}
      <Chip>Static</Chip>
    </div>
  )
}
export const ChipToggles: Story = { render: () => <ToggleChips /> }

export const TooltipOnFocus: Story = {
  render: () => (
    <div style={{ paddingTop: 48 }}>
      <Tooltip text="Copies the address">
        {(describedBy) => (
          <button
            type="button"
            aria-describedby={describedBy}
            className="ak-button ak-button--secondary"
          >
            Copy
          </button>
        )}
      </Tooltip>
    </div>
  ),
}

export const Banners: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
      <Banner title="Pay is off">Ask the site owner to enable it.</Banner>
      <Banner title="Unverified domain" tone="warning">
        Check the address before you sign.
      </Banner>
    </div>
  ),
}

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <Skeleton height={14} />
      <ToggleChips />
      <Banner title="Unverified domain" tone="warning">
        <Button variant="danger" size="small">
          Continue anyway
        </Button>
      </Banner>
    </div>
  ),
}
