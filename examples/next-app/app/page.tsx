import { Wallet } from './Wallet'

// Rendered on the server for every request (not prerendered at build time).
export const dynamic = 'force-dynamic'

export default function Page() {
  return (
    <main>
      <h1>AppKit on Next.js</h1>
      <Wallet />
    </main>
  )
}
