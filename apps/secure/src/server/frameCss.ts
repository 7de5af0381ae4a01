/** Where the frame page's stylesheet is served. */
export const FRAME_CSS_PATH = '/frame.css'

const light =
  '--bg:#ffffff;--surface:#f1f3f5;--fg:#14171c;--muted:#4d5561;--border:#c9ced6;--accent:#1f54d6;--on-accent:#ffffff;--warning:#8a5300;--focus:#1f54d6'
const dark =
  '--bg:#17191e;--surface:#23262d;--fg:#f2f4f7;--muted:#a9b0bc;--border:#3d424c;--accent:#7aa7ff;--on-accent:#0b1220;--warning:#f5c26b;--focus:#8fb5ff'

/**
 * The frame's own look (the same colours as the modal's light and dark themes, each text pair
 * WCAG AA): the theme from SYNC_THEME (`data-theme`), else the system's; long values wrap. The
 * device page (`.device`) uses it too.
 */
export const FRAME_CSS = `
:root{${light};color-scheme:light}
:root[data-theme=dark]{${dark};color-scheme:dark}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){${dark};color-scheme:dark}}
*{box-sizing:border-box}
html,body{margin:0;background:var(--bg);color:var(--fg);font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.approval{display:flex;flex-direction:column;gap:10px;padding:4px 2px 8px}
#approval{display:flow-root}
.title{margin:0;font-size:16px;font-weight:600}
.meta{margin:0;color:var(--muted);font-size:12px;overflow-wrap:anywhere}
.rows{margin:0;display:flex;flex-direction:column;gap:6px;padding:10px 12px;border-radius:12px;background:var(--surface)}
.row{display:grid;grid-template-columns:minmax(72px,30%) 1fr;gap:8px;align-items:baseline}
.row dt{color:var(--muted);font-size:12px;overflow-wrap:anywhere}
.row dd{margin:0;overflow-wrap:anywhere;white-space:pre-wrap;max-height:160px;overflow:auto}
.row dd.code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12px}
.alert{margin:0;padding:8px 10px;border:1px solid var(--warning);border-radius:8px;color:var(--warning);font-size:12px}
.notice{margin:0;color:var(--muted);font-size:11px;overflow-wrap:anywhere}
.actions{display:grid;grid-template-columns:1fr 1fr;gap:8px;position:sticky;bottom:0;padding-top:4px;background:var(--bg)}
button{font:inherit;font-weight:600;min-height:40px;border-radius:12px;cursor:pointer;border:1px solid var(--border)}
button.secondary{background:var(--bg);color:var(--fg)}
button.primary{background:var(--accent);color:var(--on-accent);border-color:var(--accent)}
button[aria-disabled=true]{opacity:.55;cursor:not-allowed}
button:focus-visible{outline:2px solid var(--focus);outline-offset:2px}
.device{max-width:420px;margin:48px auto;padding:0 16px;display:flex;flex-direction:column;gap:12px;overflow-wrap:anywhere}
.device p{margin:0;color:var(--muted)}
.device strong{color:var(--fg)}
.device button{width:100%;padding:0 16px}
`
