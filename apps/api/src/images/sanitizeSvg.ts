/** Elements an icon may hold: shapes, paint servers, clips, masks and simple filters. */
const ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'defs',
  'lineargradient',
  'radialgradient',
  'stop',
  'clippath',
  'mask',
  'filter',
  'feblend',
  'fecolormatrix',
  'fecomposite',
  'feflood',
  'fegaussianblur',
  'feoffset',
])

/** Presentation and geometry attributes; no event handlers, links, styles or classes. */
const ATTRIBUTES = new Set([
  'xmlns',
  'viewbox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'transform',
  'id',
  'fill',
  'fill-rule',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'opacity',
  'clip-path',
  'clip-rule',
  'mask',
  'maskunits',
  'filter',
  'filterunits',
  'color-interpolation-filters',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientunits',
  'gradienttransform',
  'in',
  'in2',
  'result',
  'values',
  'type',
  'mode',
  'operator',
  'stddeviation',
  'dx',
  'dy',
  'flood-color',
  'flood-opacity',
])

const TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'))?)*)\s*(\/?)>/g
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/g

/** True when an attribute value can only paint locally: `url(...)` only to a fragment of the same image. */
function isLocalValue(value: string): boolean {
  if (/[<>&\\]/.test(value)) return false
  const urls = value.match(/url\s*\(([^)]*)\)/gi) ?? []
  return urls.every((u) => /^url\s*\(\s*['"]?#[\w.-]+['"]?\s*\)$/i.test(u))
}

function keptAttributes(source: string): string {
  let out = ''
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase()
    const value = match[2] ?? match[3]
    if (value === undefined || !ATTRIBUTES.has(name) || !isLocalValue(value)) continue
    if (name === 'xmlns' && value !== 'http://www.w3.org/2000/svg') continue
    out += ` ${match[1]}="${value}"`
  }
  return out
}

/**
 * Rebuilds an SVG from an allow-list, so whatever an icon package ships, the image served can
 * neither run script nor load anything (HOSTILE E): only shape, paint, clip, mask and filter
 * elements survive; any other element is dropped with everything inside it; attributes are
 * kept only from a list of presentation attributes, and a `url(...)` only when it points at a
 * fragment of the image itself. Text, comments, processing instructions, doctypes and CDATA are
 * dropped. Returns undefined when no `<svg>` root is left.
 *
 * @example
 * sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg" onload="x()"><script/><path d="M0 0h1"/></svg>')
 * // '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>'
 */
export function sanitizeSvg(source: string): string | undefined {
  const input = source
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '')
    .replace(/<![^>]*>/g, '')
    .replace(/<\?[\s\S]*?\?>/g, '')
  let out = ''
  // Depth inside a dropped element: while above zero, nothing is copied.
  let dropped = 0
  const open: string[] = []
  for (const match of input.matchAll(TAG)) {
    const closing = match[1] === '/'
    const tag = match[2] ?? ''
    const name = tag.toLowerCase()
    const selfClosing = match[4] === '/'
    const top = open.at(-1)
    if (closing) {
      if (top?.toLowerCase() !== (dropped > 0 ? `!${name}` : name)) continue
      open.pop()
      if (dropped > 0) dropped--
      else out += `</${tag}>`
      continue
    }
    if (dropped > 0 || !ELEMENTS.has(name)) {
      if (!selfClosing) {
        dropped++
        open.push(`!${tag}`)
      }
      continue
    }
    if (out === '' && name !== 'svg') return undefined
    out += `<${tag}${keptAttributes(match[3] ?? '')}${selfClosing ? '/' : ''}>`
    if (!selfClosing) open.push(tag)
  }
  for (const tag of open.reverse()) if (!tag.startsWith('!')) out += `</${tag}>`
  return out.startsWith('<svg') ? out : undefined
}
