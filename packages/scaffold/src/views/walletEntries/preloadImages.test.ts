import { describe, expect, it } from 'vitest'
import { preloadImages } from './preloadImages'

describe('preloadImages', () => {
  it('SPEC §9 "first 20 images preloaded": starts 20 image loads, skips missing URLs and never asks one twice', () => {
    const images: { src: string }[] = []
    const createImage = () => {
      const image = { src: '' }
      images.push(image)
      return image
    }
    const urls = Array.from({ length: 30 }, (_, i) =>
      i === 3 ? undefined : `http://127.0.0.1/i${i}.svg`,
    )
    const started = preloadImages(urls, createImage)
    expect(started).toHaveLength(20)
    expect(images.map((i) => i.src)).toEqual(started)
    expect(started).not.toContain(undefined)
    expect(started[3]).toBe('http://127.0.0.1/i4.svg')
    expect(preloadImages(urls.slice(0, 5), createImage)).toEqual([])
  })
})
