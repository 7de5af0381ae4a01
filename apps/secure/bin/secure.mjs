#!/usr/bin/env node
// Runs the secure site from its TypeScript source (workspace packages ship source, not a build).
import { register } from 'tsx/esm/api'

register()
await import('../src/main.ts')
