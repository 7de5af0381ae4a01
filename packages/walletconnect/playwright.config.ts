import { definePlaywrightConfig } from '@appkit/test/playwright-config'

export default definePlaywrightConfig({ timeout: 60_000 })
