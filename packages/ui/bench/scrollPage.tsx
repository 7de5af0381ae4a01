import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { WalletGrid } from '../src/components/WalletGrid/WalletGrid'
import { ThemeRoot } from '../src/theme/ThemeRoot'

// The page the scroll benchmark loads: 600 wallets in the virtualised grid, a third with images.
const image = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="hsl(${hue} 60% 35%)"/></svg>`)}`
const wallets = Array.from({ length: 600 }, (_, i) => ({
  id: `w${i}`,
  name: `Wallet ${i}`,
  ...(i % 3 === 0 ? { imageUrl: image((i * 37) % 360) } : {}),
  ...(i % 7 === 0 ? { tag: 'installed' as const } : {}),
}))
const container = document.createElement('div')
document.body.append(container)
createRoot(container).render(
  <ThemeRoot mode="light">
    <div style={{ width: 360 }}>
      <WalletGrid
        wallets={wallets}
        label="All wallets"
        tagMessages={{ installed: 'Installed', recent: 'Recent', qr: 'QR' }}
        onSelect={() => {}}
      />
    </div>
  </ThemeRoot>,
)

/** Scrolls the grid by `step` px each animation frame for `frames` frames and times each one. */
;(window as unknown as { runScroll: unknown }).runScroll = (frames: number, step: number) =>
  new Promise((resolve) => {
    const grid = document.querySelector('[role="grid"]') as HTMLElement
    const work: number[] = []
    const intervals: number[] = []
    let last = performance.now()
    let count = 0
    function frame(now: number) {
      intervals.push(now - last)
      last = now
      const start = performance.now()
      grid.scrollTop = (grid.scrollTop + step) % (grid.scrollHeight - grid.clientHeight)
      // Render the scroll synchronously and force style and layout, so `work` is the whole cost.
      flushSync(() => grid.dispatchEvent(new Event('scroll')))
      void grid.getBoundingClientRect().height
      void document.body.offsetHeight
      work.push(performance.now() - start)
      if (++count < frames) requestAnimationFrame(frame)
      else resolve({ work, intervals: intervals.slice(1) })
    }
    requestAnimationFrame(frame)
  })
