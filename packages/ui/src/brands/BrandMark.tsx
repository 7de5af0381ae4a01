import type { ReactNode, SVGProps } from 'react'

/** Props of every brand mark. */
export type BrandMarkProps = {
  /** Width and height in pixels (default 20). */
  size?: number
  /**
   * The accessible name when the mark stands alone; without it the mark is decorative (hidden
   * from assistive technology) and the control around it carries the name.
   */
  label?: string
}

/** The 24 × 24 `<svg>` of a mark: named by `label`, else hidden from assistive technology. */
export function MarkSvg({
  size = 20,
  label,
  children,
  ...paint
}: BrandMarkProps & { children: ReactNode } & Pick<
    SVGProps<SVGSVGElement>,
    'fill' | 'stroke' | 'strokeWidth' | 'strokeLinecap' | 'strokeLinejoin'
  >) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      focusable="false"
      role="img"
      aria-label={label}
      aria-hidden={label ? undefined : true}
      {...paint}
    >
      {children}
    </svg>
  )
}

/**
 * A brand mark drawn inline from one path on a 24 × 24 grid, in `color` or the current text
 * colour: no request, no image, nothing to load.
 */
export function BrandMark({
  path,
  color = 'currentColor',
  ...props
}: BrandMarkProps & { path: string; color?: string }) {
  return (
    <MarkSvg {...props} fill={color}>
      <path d={path} />
    </MarkSvg>
  )
}
