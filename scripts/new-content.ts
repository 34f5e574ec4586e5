/**
 * `npm run new -- <post|case-study|service|team|event> "Title"`: writes a new content file with today's date,
 * a slug from the title and TODO placeholders, then prints where it is and where its page will be.
 */
import fs from 'node:fs'
import path from 'node:path'
import { contentRoot } from '../lib/content/loader'
import { normaliseSource } from '../lib/content/source-text'
import { todayIso } from '../lib/dates'
import { scaffold, scaffoldKinds, type ScaffoldKind } from './lib/scaffold'

const [kind, ...words] = process.argv.slice(2)
const title = words.join(' ').trim()
if (!kind || !scaffoldKinds.includes(kind as ScaffoldKind) || !title) {
  console.error(`Usage: npm run new -- <${scaffoldKinds.join('|')}> "Title"\n  e.g. npm run new -- post "Backing Up a Small Office in Kisumu"`)
  process.exit(2)
}

/** The next free `order:` in a folder, so the new entry lands last. */
function nextOrder(folder: string): number {
  if (!fs.existsSync(folder)) return 1
  const orders = fs
    .readdirSync(folder, { withFileTypes: true })
    // Only real files: a link or a folder here is the check's to report, never to follow.
    .filter((entry) => entry.isFile())
    .map((entry) => /^order:\s*(["']?)(-?\d+)\1\s*$/m.exec(normaliseSource(fs.readFileSync(path.join(folder, entry.name), 'utf8')))?.[2])
    .filter((order): order is string => order !== undefined)
    .map(Number)
  return orders.length ? Math.max(...orders) + 1 : 1
}

try {
  const root = contentRoot()
  const draft = scaffold(kind as ScaffoldKind, title, { today: todayIso(), order: 0 })
  const folder = path.join(root, draft.folder)
  const made = scaffold(kind as ScaffoldKind, title, { today: todayIso(), order: nextOrder(folder) })
  const file = path.join(folder, path.basename(made.file))
  if (fs.existsSync(file)) {
    console.error(`${path.relative(process.cwd(), file)} already exists. Choose another title, or edit that file.`)
    process.exit(1)
  }
  fs.mkdirSync(folder, { recursive: true })
  fs.writeFileSync(file, made.text)
  console.log(`Created ${path.relative(process.cwd(), file)}`)
  console.log(`Its page: ${made.route} (with npm run dev: http://localhost:3000${made.route})`)
  console.log('Replace every "TODO:" in it, then run npm run check. The check fails until none is left.')
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
