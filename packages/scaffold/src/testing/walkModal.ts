// The translation walk's way through the modal (test data of translatedViews.test.tsx): it
// opens views in the states a visitor meets and records what each shows.
import type { OpenableView, View } from '@appkit/core'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import type { AppKit } from '../client/AppKit'
import { getModalRoot } from './createTestAppKit'

/** When a state counts as shown: by default, its view's body has text and nothing is busy. */
export type Shown = (root: ShadowRoot) => unknown

/** The scenes one walk recorded: scene name → the texts it showed. */
export type WalkRecord = Map<string, ShadowRoot>

const viewBody = (view: string) => (root: ShadowRoot) =>
  root.querySelector(`[data-view^="${view}"]`)?.textContent?.trim()

/** Waits until `shown` finds what the current view renders, with no loading fallback left. */
export async function waitShown(
  label: string,
  shown: Shown,
  { busy = false }: { busy?: boolean } = {},
): Promise<ShadowRoot> {
  const root = await waitFor(() => getModalRoot(), { timeout: 15_000 })
  await waitFor(
    () => {
      expect(
        Boolean(shown(root)),
        `${label}: ${[...root.querySelectorAll('[data-view]')].map((e) => `${e.getAttribute('data-view')}: ${e.textContent}`)}`,
      ).toBe(true)
      expect(root.querySelector('.ak-host-loading')).toBeNull()
      if (!busy) expect(root.querySelector('[aria-busy="true"]')).toBeNull()
    },
    // Watch the modal's shadow root (waitFor's observer of the document does not see into it).
    { timeout: 15_000, container: root as unknown as HTMLElement },
  )
  return root
}

/**
 * A walk through one instance's modal: `open` opens a view (AppKit's names too), `look` waits for
 * a state of the view already open; each records its scene under a name ('View' or 'View:state').
 */
export function createWalk(appKit: AppKit, onScene: (scene: string, root: ShadowRoot) => void) {
  const walked = new Set<View>()
  const panels = new Set<string>()
  const look = async (scene: string, shown: Shown, options?: { busy?: boolean }) => {
    const root = await waitShown(scene, shown, options)
    const { view, data } = appKit.core.router
    walked.add(view)
    if (view === 'FeaturePanel' && typeof data?.panel === 'string') panels.add(data.panel)
    onScene(scene, root)
    return root
  }
  const open = async (
    scene: string,
    view: OpenableView,
    data?: Record<string, unknown>,
    shown?: Shown,
    options?: { busy?: boolean },
  ) => {
    const panel =
      view === 'Swap' ? 'swaps' : typeof data?.panel === 'string' ? data.panel : undefined
    const target = panel ? 'FeaturePanel' : view
    const current = appKit.core.router
    // Opening the view (or panel) already shown would keep its state: start it afresh.
    if (appKit.core.modal.open && current.view === target) await act(() => appKit.close())
    await act(() => appKit.open({ view, data } as Parameters<AppKit['open']>[0]))
    const body = panel ? `FeaturePanel:${panel}` : view
    return look(scene, shown ?? viewBody(body), options)
  }
  return { open, look, walked, panels }
}

/** Clicks the button of the modal whose text is `text` (a translated label the test reads). */
export function clickButton(root: ShadowRoot, text: string): void {
  const button = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text)
  if (!button) throw new Error(`No button "${text}" in the modal`)
  act(() => {
    fireEvent.click(button)
  })
}
