/** The prompt's CSS (inside its shadow root): a fixed card in the top-right corner, AA contrast. */
export const promptStyles = `
.dialog {
  position: fixed; top: 16px; right: 16px; z-index: 2147483647; box-sizing: border-box;
  width: min(360px, calc(100vw - 32px)); max-height: calc(100vh - 32px); overflow: auto;
  padding: 16px; border-radius: 12px; background: #111827; color: #f9fafb;
  font: 14px/1.4 system-ui, sans-serif; box-shadow: 0 8px 32px rgb(0 0 0 / 0.4);
}
.brand { margin: 0 0 4px; font-size: 12px; color: #d1d5db; }
h2 { margin: 0 0 8px; font-size: 16px; }
ul { margin: 0 0 12px; padding: 0; list-style: none; }
li { margin: 0 0 4px; overflow-wrap: anywhere; white-space: pre-wrap; }
.actions { display: flex; gap: 8px; justify-content: flex-end; }
button { min-width: 88px; padding: 8px 12px; border-radius: 8px; font: inherit; cursor: pointer; }
.reject { background: #f9fafb; color: #111827; border: 1px solid #6b7280; }
.approve { background: #1d4ed8; color: #ffffff; border: 1px solid #1d4ed8; }
button:focus-visible { outline: 3px solid #fbbf24; outline-offset: 2px; }
`
