/** Layout of the Buy panel (tokens from the ui theme). */
export const onrampPanelCss = `
.ak-onramp{display:flex;flex-direction:column;gap:12px;padding:8px 16px 16px;color:var(--ak-color-fg)}
.ak-onramp-row{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,7em);gap:8px;align-items:start}
.ak-onramp-row>*{min-width:0}
.ak-onramp-note{margin:0;color:var(--ak-color-fg-muted);font-size:.9em}
.ak-onramp-quote{margin:0;font-weight:600}
.ak-onramp-wait{display:flex;flex-direction:column;align-items:center;gap:12px;padding:8px 16px 16px;color:var(--ak-color-fg);text-align:center}
.ak-onramp-wait p{margin:0}
.ak-onramp-received{font-size:1.2em;font-weight:700}
`
