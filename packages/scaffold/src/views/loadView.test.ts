import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { getLoadedView, loadView } from './loadView'

const View: ComponentType = () => null

describe('loadView', () => {
  it('fetches a chunk once and then knows its component without waiting', async () => {
    let calls = 0
    const loader = async () => {
      calls += 1
      return { default: View }
    }
    expect(getLoadedView(loader)).toBeUndefined()
    const [first, second] = await Promise.all([loadView(loader), loadView(loader)])
    expect(first).toBe(View)
    expect(second).toBe(View)
    expect(getLoadedView(loader)).toBe(View)
    await loadView(loader)
    expect(calls).toBe(1)
  })

  it('tries a chunk that failed to load again on the next call', async () => {
    let calls = 0
    const loader = async () => {
      calls += 1
      if (calls === 1) throw new Error('offline')
      return { default: View }
    }
    await expect(loadView(loader)).rejects.toThrow('offline')
    expect(getLoadedView(loader)).toBeUndefined()
    expect(await loadView(loader)).toBe(View)
    expect(calls).toBe(2)
  })
})
