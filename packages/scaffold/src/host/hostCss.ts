/** Styles of the host's own parts: the toast position, the outlet's fallbacks. */
export const hostCss = `
.ak-host-toast{position:fixed;top:16px;left:50%;transform:translateX(-50%);z-index:calc(var(--ak-z-index) + 1)}
.ak-host-alert{padding:8px 12px 0}
.ak-host-loading{display:flex;justify-content:center;padding:32px 0}
.ak-host-notice{margin:0;padding:24px 16px;text-align:center;color:var(--ak-color-fg-muted)}
`
