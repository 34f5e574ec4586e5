/** `npx tsx scripts/write-host-config.ts`: regenerates public/_headers, public/_redirects and vercel.json. */
import fs from 'node:fs'
import { hostConfigFiles } from '../lib/host-config'

for (const [file, render] of Object.entries(hostConfigFiles)) {
  fs.writeFileSync(file, render())
  console.log(`Wrote ${file}`)
}
