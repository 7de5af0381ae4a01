import type { ChildProcess } from 'node:child_process'

/**
 * Stops one child process by its pid: SIGTERM, then SIGKILL if it has not exited after
 * `graceMs`. Resolves once it has exited.
 */
export async function stopChildProcess(child: ChildProcess, graceMs = 3000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}
