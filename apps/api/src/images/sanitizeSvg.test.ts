import { describe, expect, it } from 'vitest'
import { sanitizeSvg } from './sanitizeSvg'

const NS = 'xmlns="http://www.w3.org/2000/svg"'

describe('sanitizeSvg (HOSTILE E: an image never runs script nor loads anything)', () => {
  it('keeps shapes, gradients and clips that point inside the image', () => {
    const svg = `<svg ${NS} viewBox="0 0 24 24" class="web3icons"><defs><linearGradient id="a"><stop offset="0" stop-color="#fff"/></linearGradient><clipPath id="c"><path d="M0 0h24v24H0z"/></clipPath></defs><g clip-path="url(#c)"><path fill="url(#a)" d="M1 1h2"/></g></svg>`
    expect(sanitizeSvg(svg)).toBe(
      `<svg ${NS} viewBox="0 0 24 24"><defs><linearGradient id="a"><stop offset="0" stop-color="#fff"/></linearGradient><clipPath id="c"><path d="M0 0h24v24H0z"/></clipPath></defs><g clip-path="url(#c)"><path fill="url(#a)" d="M1 1h2"/></g></svg>`,
    )
  })

  it('drops script, foreign content, links, styles, event handlers and outside references', () => {
    const hostile = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg ${NS} onload="alert(1)">
      <script>alert(1)</script><![CDATA[ alert(2) ]]><!-- note -->
      <foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(3)"/></div></foreignObject>
      <image href="https://tracker.example/p.png"/><use xlink:href="https://evil.example/s.svg#a"/>
      <a href="javascript:alert(4)"><path d="M0 0h1"/></a>
      <style>@import url(https://evil.example/x.css)</style>
      <path d="M2 2h1" style="fill:red" onclick="alert(5)" fill="url(https://evil.example/#g)"/>
      <PATH D="M3 3h1" ONMOUSEOVER="alert(6)"/>
      text node</svg>`
    const out = sanitizeSvg(hostile) ?? ''
    expect(out).toBe(`<svg ${NS}><path d="M2 2h1"/><PATH D="M3 3h1"/></svg>`)
  })

  it('refuses a document whose root is not an svg', () => {
    expect(sanitizeSvg('<html><svg></svg></html>')).toBeUndefined()
    expect(sanitizeSvg('not an image')).toBeUndefined()
  })

  it('refuses a namespace other than SVG on the root', () => {
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/1999/xhtml"><path d="M0 0"/></svg>')).toBe(
      '<svg><path d="M0 0"/></svg>',
    )
  })
})
