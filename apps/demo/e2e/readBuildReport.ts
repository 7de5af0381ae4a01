import { readFileSync } from 'node:fs'
import type { DemoBuild } from '../size/buildDemo'
import { BUILD_REPORT_ENV } from './globalSetup'

/** The production build's chunk report written by globalSetup. */
export function readBuildReport(): DemoBuild {
  const file = process.env[BUILD_REPORT_ENV]
  if (!file) throw new Error(`${BUILD_REPORT_ENV} is not set: run through playwright.config.ts`)
  return JSON.parse(readFileSync(file, 'utf8')) as DemoBuild
}
