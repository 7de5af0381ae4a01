/** Layout of the ProfileWallets view (tokens from the ui theme). */
export const profileWalletsCss = `
.ak-profile-wallets{display:flex;flex-direction:column;gap:12px;padding:8px 16px 16px;color:var(--ak-color-fg)}
.ak-profile-group{display:flex;flex-direction:column;gap:6px}
.ak-profile-group-title{margin:0;color:var(--ak-color-fg-muted);font-size:.9em;font-weight:600}
.ak-profile-list{list-style:none;margin:0;padding:0;display:grid;gap:6px}
.ak-profile-wallet{display:flex;flex-direction:column;gap:8px;padding:10px 12px;border-radius:calc(var(--ak-border-radius-master) * 4);border:1px solid var(--ak-color-border)}
.ak-profile-wallet[aria-current=true]{background:var(--ak-color-surface)}
.ak-profile-wallet-info{display:flex;align-items:center;gap:10px;flex-wrap:wrap}
.ak-profile-wallet-name{font-weight:600}
.ak-profile-wallet-address{color:var(--ak-color-fg-muted);font-family:ui-monospace,monospace;font-size:.9em}
.ak-profile-wallet-active{color:var(--ak-color-success);font-size:.85em;font-weight:600}
.ak-profile-wallet-actions{display:flex;gap:8px;flex-wrap:wrap}
.ak-profile-empty{margin:0;color:var(--ak-color-fg-muted)}
`
