import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { ComponentStyle } from '../../styles/ComponentStyle'

const viewTransitionCss = `
.ak-view-height{overflow:hidden;transition:height var(--ak-duration-height) ease}
.ak-view{animation:ak-view-in var(--ak-duration-view-transition) ease-out}
@keyframes ak-view-in{from{opacity:0;transform:translateY(4px)}to{opacity:1;transform:none}}
`

/** Props of {@link ViewTransition}. */
export type ViewTransitionProps = {
  /** The current view's name; a new name fades the new view in. */
  viewKey: string
  children: ReactNode
}

/**
 * The body of the modal: a new view fades in (view transition 150 ms) and the height follows its
 * content (height 150 ms), both from the theme's duration tokens, both off under reduced motion.
 */
export function ViewTransition({ viewKey, children }: ViewTransitionProps) {
  const content = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number>()
  useLayoutEffect(() => {
    const element = content.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight))
    observer.observe(element)
    setHeight(element.offsetHeight)
    return () => observer.disconnect()
  }, [])
  return (
    <div
      className="ak-view-height"
      data-testid="ak-view-height"
      style={height === undefined ? undefined : { height }}
    >
      <ComponentStyle id="view-transition" css={viewTransitionCss} />
      <div ref={content}>
        <div key={viewKey} className="ak-view" data-view={viewKey}>
          {children}
        </div>
      </div>
    </div>
  )
}
