/** Props of {@link ComponentStyle}. */
export type ComponentStyleProps = { id: string; css: string }

/**
 * Delivers a component's CSS string where the component renders: React 19 hoists a `<style>`
 * with `href` and `precedence` into the root node of the React root (the document head, or the
 * shadow root the modal is mounted in) and keeps one copy per `href`. The consumer imports no CSS.
 */
export function ComponentStyle({ id, css }: ComponentStyleProps) {
  return (
    <style href={`appkit-${id}`} precedence="appkit">
      {css}
    </style>
  )
}
