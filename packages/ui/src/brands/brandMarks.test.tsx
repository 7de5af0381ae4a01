import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { AppleMark } from './AppleMark'
import type { BrandMarkProps } from './BrandMark'
import { DiscordMark } from './DiscordMark'
import { EmailMark } from './EmailMark'
import { FacebookMark } from './FacebookMark'
import { FarcasterMark } from './FarcasterMark'
import { GitHubMark } from './GitHubMark'
import { GoogleMark } from './GoogleMark'
import { WalletConnectMark } from './WalletConnectMark'
import { XMark } from './XMark'

const require = createRequire(import.meta.url)
/** The path of a Simple Icons mark as the package ships it today. */
const simpleIconPath = (slug: string) =>
  /<path d="([^"]+)"/.exec(
    readFileSync(require.resolve(`simple-icons/icons/${slug}.svg`), 'utf8'),
  )?.[1]

const marks: [string, ComponentType<BrandMarkProps>][] = [
  ['google', GoogleMark],
  ['x', XMark],
  ['farcaster', FarcasterMark],
  ['discord', DiscordMark],
  ['apple', AppleMark],
  ['github', GitHubMark],
  ['facebook', FacebookMark],
  ['walletconnect', WalletConnectMark],
]

describe('brand marks: inline SVG, no request, from the simple-icons package', () => {
  it.each(marks)('the %s mark draws the path simple-icons ships', (slug, Mark) => {
    const { container } = render(<Mark />)
    const path = container.querySelector('path')?.getAttribute('d')
    expect(path).toBe(simpleIconPath(slug))
    expect(container.querySelector('img, image, use')).toBeNull()
  })

  it.each([...marks, ['email', EmailMark] as const])(
    'the %s mark is decorative by default and named when labelled',
    (_slug, Mark) => {
      const { container, rerender } = render(<Mark size={32} />)
      const svg = container.querySelector('svg')
      expect(svg?.getAttribute('aria-hidden')).toBe('true')
      expect(svg?.getAttribute('width')).toBe('32')
      rerender(<Mark label="Brand" />)
      expect(svg?.getAttribute('role')).toBe('img')
      expect(svg?.getAttribute('aria-label')).toBe('Brand')
      expect(svg?.hasAttribute('aria-hidden')).toBe(false)
    },
  )
})
