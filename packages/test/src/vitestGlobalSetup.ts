import type { TestProject } from 'vitest/node'
import { toDevnetInfo } from './devnetEnv'
import { startDevnet } from './startDevnet'
import type {} from './vitestProvidedContext'

/**
 * Vitest `globalSetup`: starts the devnet once for the project, provides its info to tests as
 * `inject('devnet')`, and returns the teardown that stops it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const devnet = await startDevnet()
  project.provide('devnet', toDevnetInfo(devnet))
  return () => devnet.stop()
}
