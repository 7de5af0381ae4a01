import { AppKitButton } from '@appkit/scaffold'
import { useEffect, useRef } from 'react'

/**
 * `<AppKitButton/>` whose button element carries `id` (`#connect` for outside benchmarks).
 * The scaffold's buttons take no id, so the id is set on whichever button AppKitButton renders
 * (connect or account), again each time it swaps one for the other.
 */
export function AppKitButtonWithId({ id }: { id: string }) {
  const wrapper = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const element = wrapper.current
    if (!element) return
    const tag = () => {
      const button = element.querySelector('button')
      if (button && button.id !== id) button.id = id
    }
    tag()
    const observer = new MutationObserver(tag)
    observer.observe(element, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [id])
  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      <AppKitButton />
    </span>
  )
}
