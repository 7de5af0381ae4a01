/**
 * The English sample catalogue the stories pass in. The kit holds no text of its own; a host (or
 * the scaffold) supplies these through props and `messages` objects.
 */
export const sampleMessages = {
  header: { back: 'Back', close: 'Close', help: 'What is a wallet?' },
  walletTags: { installed: 'Installed', recent: 'Recent', qr: 'QR code' },
  search: { label: 'Search wallets', placeholder: 'Search wallet', clear: 'Clear search' },
  copy: { copy: 'Copy link', copied: 'Link copied', failed: 'Copy failed' },
  copyAddress: { copy: 'Copy address', copied: 'Address copied', failed: 'Copy failed' },
  email: { label: 'Email', placeholder: 'name@example.com', submit: 'Continue' },
  otp: {
    legend: 'Enter the code sent to your email',
    digit: (position: number, length: number) => `Digit ${position} of ${length}`,
  },
  tabs: { label: 'Account sections', tokens: 'Tokens', nfts: 'NFTs', activity: 'Activity' },
}

/** A small inline image (an <img> data URL), so stories load no network resource. */
export function sampleImage(color: string, letter: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="${color}"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** `count` sample wallets; every third has an image, the first three carry the three tags. */
export function sampleWallets(count: number) {
  const tags = ['installed', 'recent', 'qr'] as const
  return Array.from({ length: count }, (_, i) => ({
    id: `wallet-${i}`,
    name: i === 0 ? 'Rainbow' : i === 1 ? 'MetaMask' : i === 2 ? 'Trust Wallet' : `Wallet ${i}`,
    ...(i % 3 === 0 ? { imageUrl: sampleImage(`hsl(${(i * 47) % 360} 60% 30%)`, 'W') } : {}),
    ...(i < 3 ? { tag: tags[i] } : {}),
  }))
}
