const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="24" fill="#1f2937"/>' +
  '<rect x="18" y="30" width="60" height="40" rx="8" fill="#f59e0b"/>' +
  '<rect x="54" y="42" width="24" height="16" rx="4" fill="#1f2937"/>' +
  '<circle cx="62" cy="50" r="3" fill="#f59e0b"/></svg>'

/** The dev wallet's EIP-6963 icon: a square SVG as a data: URI (no script, no external reference). */
export const DEV_WALLET_ICON = `data:image/svg+xml;base64,${btoa(svg)}`
