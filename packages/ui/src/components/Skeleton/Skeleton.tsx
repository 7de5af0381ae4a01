import { ComponentStyle } from '../../styles/ComponentStyle'

const skeletonCss = `
.ak-skeleton{display:block;background:linear-gradient(90deg,var(--ak-color-surface) 25%,var(--ak-color-surface-hover) 50%,var(--ak-color-surface) 75%);background-size:200% 100%;animation:ak-skeleton 1.2s ease-in-out infinite}
@keyframes ak-skeleton{from{background-position:200% 0}to{background-position:-200% 0}}
@media (prefers-reduced-motion: reduce){.ak-skeleton{animation:none}}
`

/** Props of {@link Skeleton}. */
export type SkeletonProps = {
  width?: number | string
  height?: number | string
  /** 'circle' for avatars and logos. */
  shape?: 'rect' | 'circle'
}

/** A decorative placeholder while content loads (hidden from assistive technology). */
export function Skeleton({ width = '100%', height = 16, shape = 'rect' }: SkeletonProps) {
  return (
    <span
      className="ak-skeleton"
      aria-hidden="true"
      data-testid="ak-skeleton"
      style={{
        width,
        height,
        borderRadius: shape === 'circle' ? '50%' : 'var(--ak-radius-s)',
      }}
    >
      <ComponentStyle id="skeleton" css={skeletonCss} />
    </span>
  )
}
