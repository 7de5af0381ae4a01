/** The e-mail change view's layout (as the e-mail login panel's). */
export const updateEmailWalletCss = `
.ak-update-email{display:flex;flex-direction:column;gap:var(--ak-spacing-m);padding:var(--ak-spacing-m) var(--ak-spacing-l) var(--ak-spacing-l)}
.ak-update-email-status{margin:0;text-align:center;color:var(--ak-color-fg-muted);overflow-wrap:anywhere}
`
