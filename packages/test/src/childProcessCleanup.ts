import type { ChildProcess } from 'node:child_process'

const tracked = new Set<ChildProcess>()
const signals = ['SIGINT', 'SIGTERM'] as const

function killTrackedSync(): void {
  for (const child of tracked) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  }
}

function onExit(): void {
  killTrackedSync()
}

function onSignal(signal: NodeJS.Signals): void {
  killTrackedSync()
  uninstall()
  // With no other handler left, end the process the way the signal would have.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
}

function install(): void {
  process.on('exit', onExit)
  for (const signal of signals) process.on(signal, onSignal)
}

function uninstall(): void {
  process.off('exit', onExit)
  for (const signal of signals) process.off(signal, onSignal)
}

/**
 * Kills `child` (by its pid, SIGTERM) if this process exits or gets SIGINT/SIGTERM before
 * `untrackChildProcess(child)`. Only children tracked here are touched.
 */
export function trackChildProcess(child: ChildProcess): void {
  if (tracked.size === 0) install()
  tracked.add(child)
}

/** Stops watching `child` (it has exited or was stopped); removes the handlers when none is left. */
export function untrackChildProcess(child: ChildProcess): void {
  if (!tracked.delete(child)) return
  if (tracked.size === 0) uninstall()
}
