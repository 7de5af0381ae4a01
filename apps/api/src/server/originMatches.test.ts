import { describe, expect, it } from 'vitest'
import { originMatches } from './originMatches'

describe('SPEC §5 "Allowed origins may contain a wildcard and match by origin"', () => {
  it.each([
    ['https://*.example.com', 'https://app.example.com', true],
    ['https://*.example.com', 'https://a.b.example.com', true],
    ['https://*.example.com', 'https://example.com', false],
    ['https://*.example.com', 'https://app.example.com.evil.test', false],
    ['https://*.example.com', 'http://app.example.com', false],
    ['https://example.com', 'https://example.com:443', true],
    ['https://example.com', 'https://example.com:8443', false],
    ['http://localhost:*', 'http://localhost:5173', true],
    ['http://localhost:*', 'http://localhost.evil.test:5173', false],
    ['*', 'https://anything.test', true],
    ['https://example.com', 'null', false],
  ])('%s vs %s → %s', (pattern, origin, expected) => {
    expect(originMatches(pattern, origin)).toBe(expected)
  })
})
