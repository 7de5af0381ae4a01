import type { ReactNode } from 'react'
import { ComponentStyle } from '../../styles/ComponentStyle'

const bannerCss = `
.ak-banner{display:flex;flex-direction:column;gap:var(--ak-spacing-2xs);padding:var(--ak-spacing-l) var(--ak-spacing-xl);border-radius:var(--ak-radius-l);background:var(--ak-color-surface);border:1px solid var(--ak-color-border);color:var(--ak-color-fg)}
.ak-banner-title{margin:0;font-size:1em;font-weight:700}
.ak-banner-body{margin:0;color:var(--ak-color-fg-muted)}
.ak-banner--warning{border-color:var(--ak-color-warning)}
.ak-banner--warning .ak-banner-title{color:var(--ak-color-warning)}
`

/** Props of {@link Banner}. */
export type BannerProps = {
  title: string
  children?: ReactNode
  /** 'warning' for blocking notices (e.g. a scam verdict of Verify). */
  tone?: 'neutral' | 'warning'
}

/** A boxed notice inside a view, with a title and an optional body or action. */
export function Banner({ title, children, tone = 'neutral' }: BannerProps) {
  return (
    <section className={`ak-banner ak-banner--${tone}`} aria-label={title}>
      <ComponentStyle id="banner" css={bannerCss} />
      <p className="ak-banner-title">{title}</p>
      {children ? <div className="ak-banner-body">{children}</div> : null}
    </section>
  )
}
