import { afterEach, describe, expect, it, vi } from 'vitest'
import { systemClock } from '../../time/clock'
import { createSnackbar, hideToast, showDebugToast, showToast } from './snackbar'

afterEach(() => {
  vi.useRealTimers()
})

describe('snackbar', () => {
  it('SPEC §4 "Toast variants: loading, success, error"', () => {
    const snackbar = createSnackbar()
    for (const variant of ['loading', 'success', 'error'] as const) {
      hideToast(snackbar)
      showToast(snackbar, systemClock, variant, 'Authenticating...')
      expect(snackbar).toMatchObject({ open: true, variant, message: 'Authenticating...' })
    }
  })

  it('SPEC §4 "A new one while one is open closes it and shows the new one after 150 ms"', () => {
    vi.useFakeTimers()
    const snackbar = createSnackbar()
    showToast(snackbar, systemClock, 'loading', 'Authenticating...')
    showToast(snackbar, systemClock, 'error', 'Error signing message')
    expect(snackbar.open).toBe(false)
    showToast(snackbar, systemClock, 'error', 'Failed to fetch transactions')
    vi.advanceTimersByTime(149)
    expect(snackbar.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(snackbar).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Failed to fetch transactions',
    })
  })

  it('SPEC §8 "A debug toast shows the short message only in debug mode"', () => {
    const snackbar = createSnackbar()
    expect(
      showDebugToast(snackbar, systemClock, false, { message: 'long', shortMessage: 'short' }),
    ).toBe(false)
    expect(snackbar.open).toBe(false)
    expect(
      showDebugToast(snackbar, systemClock, true, {
        message: 'long\n\nDetails',
        shortMessage: 'short',
      }),
    ).toBe(true)
    expect(snackbar.message).toBe('short')
  })
})
