import { useContext, useInsertionEffect } from 'react'
import { reactHoistsStyles } from './reactHoistsStyles'
import { insertStyle, StyleScopeContext } from './styleScope'

/** Props of {@link ComponentStyle}. */
export type ComponentStyleProps = { id: string; css: string }

/** React 18: the style goes into the root node of the nearest ThemeRoot from an insertion effect. */
function InsertedStyle({ id, css }: ComponentStyleProps) {
  const scope = useContext(StyleScopeContext)
  useInsertionEffect(() => {
    const href = `appkit-${id}`
    if (scope) scope.add(href, css)
    else insertStyle(document.head, href, css)
  }, [scope, id, css])
  return null
}

/**
 * Delivers a component's CSS string where the component renders, into the root node of the
 * React root (the document head, or the shadow root the modal is mounted in), one copy per `id`.
 * The consumer imports no CSS. React 19 hoists a `<style>` with `href` and `precedence` itself,
 * on the server too; on React 18 an insertion effect adds it on the client (see InsertedStyle).
 */
export function ComponentStyle({ id, css }: ComponentStyleProps) {
  if (!reactHoistsStyles) return <InsertedStyle id={id} css={css} />
  return (
    <style href={`appkit-${id}`} precedence="appkit">
      {css}
    </style>
  )
}
