import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { Button } from './Button'
import { IconButton } from './IconButton'
import { isSafeLinkUrl, Link } from './Link'

describe('Button', () => {
  test('calls onIntent when the pointer enters it, it gains focus, a finger touches it or it is pressed, not when inactive', () => {
    const onIntent = vi.fn()
    const { rerender } = render(<Button onIntent={onIntent}>Connect</Button>)
    const button = screen.getByRole('button', { name: 'Connect' })
    fireEvent.pointerEnter(button)
    fireEvent.focus(button)
    fireEvent.touchStart(button)
    fireEvent.pointerDown(button)
    expect(onIntent).toHaveBeenCalledTimes(4)
    rerender(
      <Button onIntent={onIntent} disabled>
        Connect
      </Button>,
    )
    fireEvent.pointerEnter(button)
    fireEvent.focus(button)
    fireEvent.touchStart(button)
    expect(onIntent).toHaveBeenCalledTimes(4)
  })

  test('calls onClick when pressed', () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Connect</Button>)
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  test('a disabled button stays focusable but ignores clicks', () => {
    const onClick = vi.fn()
    render(
      <Button onClick={onClick} disabled>
        Connect
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Connect' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    button.focus()
    expect(document.activeElement).toBe(button)
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  test('a loading button shows a labelled spinner, is busy, and ignores clicks', () => {
    const onClick = vi.fn()
    render(
      <Button onClick={onClick} loadingLabel="Signing">
        Sign
      </Button>,
    )
    const button = screen.getByRole('button', { name: /Sign/ })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status', { name: 'Signing' })).toBeTruthy()
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  test('variant and size become classes', () => {
    render(
      <Button variant="danger" size="small" fullWidth>
        Disconnect
      </Button>,
    )
    const { className } = screen.getByRole('button', { name: 'Disconnect' })
    expect(className).toContain('ak-button--danger')
    expect(className).toContain('ak-button--small')
    expect(className).toContain('ak-button--full')
  })
})

test('IconButton is named by its label', () => {
  const onClick = vi.fn()
  render(<IconButton icon="close" label="Fermer" onClick={onClick} />)
  fireEvent.click(screen.getByRole('button', { name: 'Fermer' }))
  expect(onClick).toHaveBeenCalledTimes(1)
})

describe('Link', () => {
  test('an https URL becomes a link that opens safely in a new tab', () => {
    render(<Link href="https://example.org/terms">Terms</Link>)
    const link = screen.getByRole('link', { name: 'Terms' })
    expect(link.getAttribute('href')).toBe('https://example.org/terms')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(link.getAttribute('target')).toBe('_blank')
  })

  test('"the URL is shown as plain text and not linked unless it is https"', () => {
    for (const href of ['javascript:alert(1)', 'http://example.org', 'data:text/html,x', 'nope']) {
      const { unmount } = render(<Link href={href}>Site</Link>)
      expect(screen.queryByRole('link')).toBeNull()
      expect(screen.getByText('Site')).toBeTruthy()
      expect(isSafeLinkUrl(href)).toBe(false)
      unmount()
    }
  })

  test('loopbackHttp links http only on this machine (a dapp-configured local explorer)', () => {
    for (const href of ['http://127.0.0.1:8787/x', 'http://[::1]:1/x', 'http://localhost/x']) {
      expect(isSafeLinkUrl(href)).toBe(false)
      expect(isSafeLinkUrl(href, { loopbackHttp: true })).toBe(true)
    }
    for (const href of [
      'http://example.org',
      'http://127.0.0.1.example.org/x',
      'http://10.0.0.1/x',
      'javascript:alert(1)',
    ])
      expect(isSafeLinkUrl(href, { loopbackHttp: true })).toBe(false)
    render(
      <Link href="http://127.0.0.1:8787/tx/1" loopbackHttp>
        Local
      </Link>,
    )
    expect(screen.getByRole('link', { name: 'Local' }).getAttribute('href')).toBe(
      'http://127.0.0.1:8787/tx/1',
    )
  })
})
