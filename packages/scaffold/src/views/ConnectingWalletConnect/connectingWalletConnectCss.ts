/** Layout of the ConnectingWalletConnect views (tokens from the ui theme). */
export const connectingWalletConnectCss = `
.ak-wc{display:flex;flex-direction:column;align-items:center;gap:12px;padding:8px 24px 24px;text-align:center;color:var(--ak-color-fg)}
.ak-wc-tabs{align-self:stretch}
.ak-wc-panel{display:flex;flex-direction:column;align-items:center;gap:12px}
.ak-wc-title{margin:0;font-weight:700}
.ak-wc-text{margin:0;color:var(--ak-color-fg-muted)}
.ak-wc-qr-placeholder{display:flex;align-items:center;justify-content:center;width:280px;height:280px}
`
