import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { Header } from '../Header/Header'
import { Dialog, type DialogCloseReason } from './Dialog'

const messages = { back: 'Back', close: 'Close', help: 'Help' }

function Harness({ onClose = () => {} }: { onClose?: (reason: DialogCloseReason) => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={(reason) => {
          onClose(reason)
          setOpen(false)
        }}
      >
        <Header
          title="Connect wallet"
          messages={messages}
          onClose={() => setOpen(false)}
          onHelp={() => {}}
        />
        <button type="button">Middle</button>
        <button type="button">Last</button>
      </Dialog>
    </>
  )
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Open' })
  opener.focus()
  fireEvent.click(opener)
  return { opener, dialog: screen.getByRole('dialog') }
}

describe('Dialog', () => {
  test('is a modal dialog labelled by its header title (role=dialog, aria-modal, aria-labelledby)', () => {
    render(<Harness />)
    const { dialog } = openDialog()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(screen.getByRole('dialog', { name: 'Connect wallet' })).toBe(dialog)
  })

  test('moves focus inside on open and traps Tab and Shift+Tab', () => {
    render(<Harness />)
    const { dialog } = openDialog()
    const help = screen.getByRole('button', { name: 'Help' })
    const last = screen.getByRole('button', { name: 'Last' })
    expect(document.activeElement).toBe(help)
    fireEvent.keyDown(help, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(document.activeElement).toBe(help)
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  test('Escape asks to close with reason "escape" and focus returns to the opener', () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    const { opener } = openDialog()
    fireEvent.keyDown(screen.getByRole('button', { name: 'Middle' }), { key: 'Escape' })
    expect(onClose).toHaveBeenCalledWith('escape')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  test('a click on the overlay asks to close; a click inside the card does not', () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    openDialog()
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Middle' }))
    fireEvent.click(screen.getByRole('button', { name: 'Middle' }))
    expect(onClose).not.toHaveBeenCalled()
    const overlay = screen.getByTestId('ak-dialog-overlay')
    fireEvent.mouseDown(overlay)
    fireEvent.click(overlay)
    expect(onClose).toHaveBeenCalledWith('overlay')
  })

  test('a drag that starts inside the card and ends on the overlay does not close', () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    openDialog()
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Middle' }))
    fireEvent.click(screen.getByTestId('ak-dialog-overlay'))
    expect(onClose).not.toHaveBeenCalled()
  })

  test('overlay clicks are ignored when closeOnOverlayClick is false', () => {
    const onClose = vi.fn()
    render(
      <Dialog open onClose={onClose} closeOnOverlayClick={false}>
        <button type="button">Inside</button>
      </Dialog>,
    )
    const overlay = screen.getByTestId('ak-dialog-overlay')
    fireEvent.mouseDown(overlay)
    fireEvent.click(overlay)
    expect(onClose).not.toHaveBeenCalled()
  })

  test('"The modal can shake for 500 ms": shake adds the shake animation and reports its end', () => {
    const onShakeEnd = vi.fn()
    const { rerender } = render(
      <Dialog open onClose={() => {}} onShakeEnd={onShakeEnd}>
        <p>content</p>
      </Dialog>,
    )
    expect(screen.getByRole('dialog').className).not.toContain('ak-dialog--shake')
    rerender(
      <Dialog open shake onClose={() => {}} onShakeEnd={onShakeEnd}>
        <p>content</p>
      </Dialog>,
    )
    const dialog = screen.getByRole('dialog')
    expect(dialog.className).toContain('ak-dialog--shake')
    fireEvent.animationEnd(dialog, { animationName: 'ak-shake' })
    expect(onShakeEnd).toHaveBeenCalledTimes(1)
  })

  test('renders nothing while closed', () => {
    render(
      <Dialog open={false} onClose={() => {}}>
        <p>hidden</p>
      </Dialog>,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByText('hidden')).toBeNull()
  })
})

describe('Dialog when focus has fallen out of it', () => {
  test('Tab from the page brings focus back in, and Escape still closes', () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    openDialog()
    ;(document.activeElement as HTMLElement).blur()
    expect(document.activeElement).toBe(document.body)
    fireEvent.keyDown(document.body, { key: 'Tab' })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Help' }))
    ;(document.activeElement as HTMLElement).blur()
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledWith('escape')
  })

  test('Escape handled by a field inside (a search box clearing) does not close', () => {
    const onClose = vi.fn()
    render(
      <Dialog open onClose={onClose}>
        <input
          aria-label="search"
          onKeyDown={(event) => event.key === 'Escape' && event.stopPropagation()}
        />
      </Dialog>,
    )
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'search' }), { key: 'Escape' })
    expect(onClose).not.toHaveBeenCalled()
  })
})
