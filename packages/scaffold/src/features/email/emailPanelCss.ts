/** The e-mail login panel's layout. */
export const emailPanelCss = `
.ak-email{display:flex;flex-direction:column;gap:var(--ak-spacing-m);padding:var(--ak-spacing-m) var(--ak-spacing-l) var(--ak-spacing-l)}
.ak-email>.ak-spinner-wrap{align-self:center}
.ak-email-status{margin:0;text-align:center;color:var(--ak-color-fg-muted)}
.ak-email-actions{display:flex;gap:var(--ak-spacing-s);justify-content:center;flex-wrap:wrap}
`
