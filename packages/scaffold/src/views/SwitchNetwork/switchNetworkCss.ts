/** Layout of the SwitchNetwork and SwitchActiveChain views (tokens from the ui theme). */
export const switchNetworkCss = `
.ak-switch-network{display:flex;flex-direction:column;align-items:center;gap:12px;padding:16px 24px 24px;text-align:center;color:var(--ak-color-fg)}
.ak-switch-network-status{display:flex;flex-direction:column;align-items:center;gap:6px}
.ak-switch-network-title{margin:0;font-weight:700}
.ak-switch-network-text{margin:0;color:var(--ak-color-fg-muted)}
`
