/** Styles shared by the text fields: SearchInput, EmailInput, AmountInput. */
export const fieldCss = `
.ak-field{position:relative;display:flex;align-items:center;gap:var(--ak-spacing-s);min-height:44px;padding:0 var(--ak-spacing-l);border-radius:var(--ak-radius-l);background:var(--ak-color-surface);border:1px solid var(--ak-color-border);color:var(--ak-color-fg)}
.ak-field:focus-within{border-color:var(--ak-color-focus);box-shadow:0 0 0 1px var(--ak-color-focus)}
.ak-field--invalid{border-color:var(--ak-color-error)}
.ak-field-icon{display:inline-flex;color:var(--ak-color-fg-muted)}
.ak-input{all:unset;box-sizing:border-box;flex:1;min-width:0;height:42px;font:inherit;color:var(--ak-color-fg)}
/* The field's own ring (border and shadow) shows focus; the root's outline on the input would draw a second rectangle inside it. */
.ak-field .ak-input:focus-visible{outline:none}
.ak-input::placeholder{color:var(--ak-color-fg-muted);opacity:1}
.ak-input::-webkit-search-cancel-button{display:none}
.ak-field-clear{all:unset;display:inline-flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:50%;cursor:pointer;color:var(--ak-color-fg-muted)}
.ak-field-clear:focus-visible{outline:2px solid var(--ak-color-focus)}
.ak-field-label{display:block;font-weight:600;margin:0 0 var(--ak-spacing-xs)}
.ak-email-actions{margin-block-start:var(--ak-spacing-l)}
.ak-field-error{display:block;margin:var(--ak-spacing-xs) 0 0;color:var(--ak-color-error);font-size:var(--ak-font-size-s)}
`
