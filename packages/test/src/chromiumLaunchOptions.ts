/**
 * Playwright launch options for Debian's Chromium (TOOLCHAIN.md): the system binary, so no browser
 * download, and the flags that keep it from calling any host of its own (updates, sync, QUIC).
 */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
