/** Styles of the AllWallets view. */
export const allWalletsCss = `
.ak-all-wallets{display:flex;flex-direction:column;gap:12px}
.ak-all-wallets-search{display:flex;gap:8px;align-items:center;padding:0 16px}
.ak-all-wallets-search-field{flex:1;min-width:0}
.ak-all-wallets-search .ak-icon-button{flex:none;width:44px;height:44px;border:1px solid var(--ak-color-border);background:var(--ak-color-surface);border-radius:var(--ak-radius-l)}
.ak-all-wallets-status{display:flex;justify-content:center;padding:32px 0}
.ak-all-wallets-notice{margin:0;padding:16px;text-align:center;color:var(--ak-color-fg-muted)}
.ak-all-wallets-more{padding:0 16px}
`
