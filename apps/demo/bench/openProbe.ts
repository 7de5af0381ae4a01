/** What the in-page probe recorded, in ms on the page's performance timeline. */
export type OpenProbeResult = {
  /** The first frame in which the Connect button had a box (from navigation start). */
  buttonShown?: number
  /** The `timeStamp` of the first `pointerover` on the Connect button (the mouse reached it). */
  pointerEnter?: number
  /** The `timeStamp` of the first `pointerdown` (the benchmark's real mouse press). */
  pointerDown?: number
  /** The first frame after the press in which the first wallet option had a box. */
  optionShown?: number
  /** The first frame after the press in which it and every ancestor had opacity 1. */
  opaque?: number
  /** When the last script the page fetched so far had arrived, read as the option showed. */
  scriptsLoaded?: number
}

/** What the probe looks for: the Connect button's selector and the wallet option's name. */
export type OpenProbeTargets = { buttonSelector: string; optionName: string }

declare global {
  interface Window {
    /** The open benchmark's measurements (see installOpenProbe). */
    __openProbe?: OpenProbeResult
  }
}

/**
 * The probe the benchmark adds to every document before its scripts run (Playwright
 * addInitScript; self-contained, it is serialised). It watches every animation frame: the
 * frame the Connect button first shows in, then, from the first `pointerdown`, the frame in
 * which a button inside a `role="dialog"` (in the page or an open shadow root) named
 * `optionName` first has a box, and the frame in which it is fully opaque (its own and every
 * ancestor's computed opacity 1, across shadow roots: the fade-ins are over). A frame's time is
 * `performance.now()` in its `requestAnimationFrame` callback (its rendering starts then, the
 * paint follows), on the same clock as the event's `timeStamp`.
 */
export function installOpenProbe({ buttonSelector, optionName }: OpenProbeTargets): void {
  const result: OpenProbeResult = {}
  window.__openProbe = result

  const hasBox = (element: Element) => {
    const rect = element.getBoundingClientRect()
    return rect.width > 0 && rect.height > 0
  }
  const dialogsIn = (root: Document | ShadowRoot): Element[] => {
    const found = [...root.querySelectorAll('[role="dialog"]')]
    for (const element of root.querySelectorAll('*'))
      if (element.shadowRoot) found.push(...dialogsIn(element.shadowRoot))
    return found
  }
  const findOption = (): Element | undefined => {
    for (const dialog of dialogsIn(document))
      for (const button of dialog.querySelectorAll('button')) {
        const name = `${button.getAttribute('aria-label') ?? ''} ${button.textContent ?? ''}`
        if (name.includes(optionName) && hasBox(button)) return button
      }
    return undefined
  }
  const isOpaque = (element: Element) => {
    let current: Element | null = element
    while (current) {
      if (getComputedStyle(current).opacity !== '1') return false
      const parent: Node | null = current.parentNode
      current = parent instanceof ShadowRoot ? parent.host : (current.parentElement ?? null)
    }
    return true
  }

  const watchButton = () => {
    const time = performance.now()
    const button = document.querySelector(buttonSelector)
    if (button && hasBox(button)) result.buttonShown = time
    else requestAnimationFrame(watchButton)
  }
  requestAnimationFrame(watchButton)

  const watchOpening = () => {
    const time = performance.now()
    const option = findOption()
    if (option && result.optionShown === undefined) {
      result.optionShown = time
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js')) as PerformanceResourceTiming[]
      result.scriptsLoaded = Math.max(0, ...scripts.map((entry) => entry.responseEnd))
    }
    if (option && isOpaque(option)) result.opaque = time
    else requestAnimationFrame(watchOpening)
  }
  addEventListener(
    'pointerover',
    (event) => {
      const button = document.querySelector(buttonSelector)
      if (result.pointerEnter !== undefined || !button) return
      if (event.composedPath().includes(button)) result.pointerEnter = event.timeStamp
    },
    { capture: true },
  )
  addEventListener(
    'pointerdown',
    (event) => {
      if (result.pointerDown !== undefined) return
      result.pointerDown = event.timeStamp
      requestAnimationFrame(watchOpening)
    },
    { capture: true },
  )
}
