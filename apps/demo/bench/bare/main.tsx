// The open benchmark's baseline: the least a React dialog can do. A Connect button whose click
// sets state that renders a dialog with a few wallet buttons, fading in over the same 150 ms as
// the AppKit modal's overlay, so that "fully opaque" compares like with like.
import { useState } from 'react'
import { createRoot } from 'react-dom/client'

const css = `
.overlay{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.3);animation:fade 150ms ease-out}
.card{width:360px;padding:16px;border-radius:24px;background:#fff;font:16px system-ui}
.card button{display:block;width:100%;margin:8px 0;padding:12px}
@keyframes fade{from{opacity:0}to{opacity:1}}
`

const wallets = ['AppKit Dev Wallet', 'WalletConnect', 'Another Wallet']

function BareDialog() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <style>{css}</style>
      <button id="connect" type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open ? (
        <div className="overlay">
          <div className="card" role="dialog" aria-modal="true" aria-label="Connect Wallet">
            {wallets.map((name) => (
              <button key={name} type="button">
                {name}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(<BareDialog />)
