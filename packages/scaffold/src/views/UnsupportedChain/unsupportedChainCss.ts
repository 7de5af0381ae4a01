/** Layout of the UnsupportedChain view (tokens from the ui theme). */
export const unsupportedChainCss = `
.ak-unsupported-chain{display:flex;flex-direction:column;gap:8px;padding:8px 12px 16px;color:var(--ak-color-fg)}
.ak-unsupported-chain-text{margin:0;padding:0 12px;color:var(--ak-color-fg-muted)}
`
