/**
 * The hostile-content corpus (tests/fixtures/hostile-content/<case>/, laid over a copy of the project, plus
 * the file-system cases made here): each file must be refused by `npm run check` AND by `npm run build`
 * with the check skipped (CONTENT_CHECK=skip: the loader and the prerender refuse it by themselves),
 * each naming the file and the reason, with no stack trace, no byte of a file outside content/ in the
 * output, and dist/ left byte for byte as it was.
 */
import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkContent } from '#/lib/content/check'
import { formatProblems } from '#/lib/content/errors'
import { pngHead } from '#/lib/images/png'
import { copyProject } from '#/scripts/lib/project-copy'

const FIXTURES = path.resolve('tests/fixtures/hostile-content')
/** Text of a file outside the project that links try to reach: it must never appear in any output. */
const SECRET = `SECRET-${crypto.randomBytes(6).toString('hex')}`
const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'kilele-outside-'))
const secretFile = path.join(outside, 'secret.md')
fs.writeFileSync(secretFile, `---\ntitle: "${SECRET}"\nexcerpt: "${SECRET}"\ncategory: Cloud\ndate: 2026-01-15\nauthor: "${SECRET}"\n---\n\n${SECRET}\n`)
fs.mkdirSync(path.join(outside, 'team'))
fs.writeFileSync(path.join(outside, 'team', 'x.md'), fs.readFileSync(secretFile))

/** Where code sent as content marks that it ran: it must never. */
const ranMarks = path.join(outside, 'ran')
const codeThatLeavesAMark = (file: string) =>
  `import fs from 'node:fs'\nfs.mkdirSync(${JSON.stringify(ranMarks)}, { recursive: true })\nfs.writeFileSync(${JSON.stringify(path.join(ranMarks, file.replaceAll('/', '_')))}, 'ran')\nexport default {}\n`

/**
 * Where the build refuses the file: the link guard (at build start), the loader (before the prerender) and the
 * prerender (a body, as a page shows it) each list every file they refuse, so the cases of one stage share one
 * build, and each case must still be named with its own reason.
 */
type Stage = 'render' | 'load' | 'files'
type Case = { name: string; file: string; reason: RegExp; stage: Stage; setup: (dir: string) => void }

const overlay = (name: string) => (dir: string) => fs.cpSync(path.join(FIXTURES, name), path.join(dir, 'content'), { recursive: true })
const fixture = (name: string, file: string, reason: RegExp): Case => ({
  name,
  file: `content/${file}`,
  reason,
  stage: /^mdx?-/.test(name) ? 'render' : 'load',
  setup: overlay(name),
})
const notAllowed = (element: string) => new RegExp(`<${element}> is not allowed in content files`)
const runsCode = /expression would run as code|would run as code/
const scheme = (name: string) => new RegExp(`uses "${name}:", which content may not use`)
const LINK = /is a symbolic link; content is read only from real files in the repository, so links are not followed/

const cases: Case[] = [
  fixture('mdx-import', 'blog/mdx-import.mdx', /import and export lines are not allowed/),
  fixture('mdx-export', 'blog/mdx-export.mdx', /import and export lines are not allowed/),
  fixture('mdx-expression-without-variables', 'blog/mdx-expression-without-variables.mdx', runsCode),
  fixture('mdx-expression-in-attribute', 'blog/mdx-expression-in-attribute.mdx', runsCode),
  fixture('mdx-spread-attribute', 'blog/mdx-spread-attribute.mdx', /a spread attribute would run as code/),
  fixture('mdx-script', 'blog/mdx-script.mdx', notAllowed('script')),
  fixture('mdx-style-element', 'blog/mdx-style-element.mdx', notAllowed('style')),
  fixture('mdx-iframe', 'blog/mdx-iframe.mdx', notAllowed('iframe')),
  fixture('mdx-form', 'blog/mdx-form.mdx', notAllowed('form')),
  fixture('mdx-base', 'blog/mdx-base.mdx', notAllowed('base')),
  fixture('mdx-meta-refresh', 'blog/mdx-meta-refresh.mdx', notAllowed('meta')),
  fixture('mdx-svg-foreign-object', 'blog/mdx-svg-foreign-object.mdx', notAllowed('svg')),
  fixture('mdx-event-handler', 'blog/mdx-event-handler.mdx', /<img onError>: event handlers and raw markup are not allowed/),
  fixture('mdx-dangerous-html', 'blog/mdx-dangerous-html.mdx', /<div dangerouslySetInnerHTML>: event handlers and raw markup are not allowed/),
  fixture('mdx-style-attribute', 'blog/mdx-style-attribute.mdx', /<div style>: content carries no styling of its own/),
  fixture('mdx-javascript-href', 'blog/mdx-javascript-href.mdx', scheme('javascript')),
  fixture('mdx-prototype-prop', 'blog/mdx-prototype-prop.mdx', /<Callout>: kind must be one of "note", "tip", "warning"/),
  fixture('md-javascript-link', 'blog/md-javascript-link.md', scheme('javascript')),
  fixture('md-obfuscated-scheme', 'blog/md-obfuscated-scheme.md', scheme('javascript')),
  fixture('md-data-image', 'blog/md-data-image.md', scheme('data')),
  fixture('md-raw-script', 'blog/md-raw-script.md', /raw HTML \("<script>alert\(1\)<\/script>"\) is not shown in a \.md file/),
  fixture('md-meta-refresh', 'blog/md-meta-refresh.md', /raw HTML \("<meta http-equiv="refresh".*is not shown in a \.md file/),
  fixture('md-nested-quotes', 'blog/md-nested-quotes.md', /:13:1: this is nested far too deeply \(lists, quotes, emphasis or elements inside one another\); at most 32 levels are allowed/),
  fixture('mdx-nested-lists', 'blog/mdx-nested-lists.mdx', /:44:\d+: this is nested 33 levels deep \(lists, quotes, emphasis or elements inside one another\); at most 32 levels are allowed/),
  fixture('frontmatter-js-engine', 'blog/frontmatter-js-engine.md', /the frontmatter must open with a line of exactly ---, found "---js" \(only YAML frontmatter is allowed\)/),
  fixture('frontmatter-prototype-key', 'blog/frontmatter-prototype-key.md', /\(__proto__\): unknown field/),
  fixture('reserved-slug', 'blog/post.md', /slug "post" is reserved: the site's own page \/blog\/post lives there/),
  fixture('reserved-slug-field', 'case-studies/duka-mart-copy.mdx', /slug "detail" is reserved: the site's own page \/case-studies\/detail lives there/),
  {
    name: 'symlink to a file outside content/',
    stage: 'files',
    file: 'content/blog/leak.md',
    reason: LINK,
    setup: (dir) => fs.symlinkSync(secretFile, path.join(dir, 'content/blog/leak.md')),
  },
  {
    name: 'dangling symlink',
    stage: 'files',
    file: 'content/blog/gone.md',
    reason: LINK,
    setup: (dir) => fs.symlinkSync(path.join(outside, 'no-such-file.md'), path.join(dir, 'content/blog/gone.md')),
  },
  {
    name: 'a content folder that is a symlink',
    stage: 'files',
    file: 'content/team',
    reason: LINK,
    setup: (dir) => {
      fs.rmSync(path.join(dir, 'content/team'), { recursive: true })
      fs.symlinkSync(path.join(outside, 'team'), path.join(dir, 'content/team'))
    },
  },
  {
    name: 'symlink in public/',
    stage: 'files',
    file: 'public/leak.txt',
    reason: LINK,
    setup: (dir) => fs.symlinkSync(secretFile, path.join(dir, 'public/leak.txt')),
  },
  ...(
    [
      ['a page in public/', 'public/images/offer.html', '<!doctype html><title>Offer</title><script src="/images/track.js"></script>', /a \.html file in public\/ would be published as a page or script of the site itself/],
      ['a script in public/', 'public/images/track.js', 'document.cookie', /a \.js file in public\/ would be published as a page or script of the site itself/],
      ['an SVG with a script in public/', 'public/images/team/scripted.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>', /this SVG has a script \(<script>\)/],
      ['an SVG with an event handler in public/', 'public/images/onload.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>', /this SVG has an event handler/],
      // 400 megapixels in 33 bytes: the build's copies would decode it whole (sharp refuses it, naming no file)
      ['a picture too large to decode in public/', 'public/images/blog/huge.png', pngHead(20_000, 20_000), /this picture is 20000 x 20000 pixels \(400 megapixels\)/],
      // Vike loads every + file it finds (vite.config.ts keeps it out of public/): refused before it could
      ['a Vike config file in public/', 'public/+config.ts', codeThatLeavesAMark('public/+config.ts'), /a \.ts file in public\/ would be published as a page or script/],
    ] as const
  ).map(([name, file, text, reason]): Case => ({
    name,
    stage: 'files',
    file,
    reason,
    setup: (dir) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), text)
    },
  })),
  {
    // Vike loads every + file it finds: one in content/ would run when the build starts (vite.config.ts keeps it out)
    name: 'a Vike config file in content/',
    stage: 'load',
    file: 'content/blog/+config.ts',
    reason: /unknown file type "\.ts"; expected \.md or \.mdx/,
    setup: (dir) => fs.writeFileSync(path.join(dir, 'content/blog/+config.ts'), codeThatLeavesAMark('content/blog/+config.ts')),
  },
  {
    name: 'a folder named like a post',
    stage: 'load',
    file: 'content/blog/notes.md',
    reason: /is a folder named like a content file; a \.md must be a file/,
    setup: (dir) => {
      fs.mkdirSync(path.join(dir, 'content/blog/notes.md'))
      fs.writeFileSync(path.join(dir, 'content/blog/notes.md/inside.md'), '---\ntitle: x\n---\n\nText.\n')
    },
  },
]

type Run = { code: number; output: string }
type Outcome = { check: Run; build: Run; distBefore: string; distAfter: string }

function run(dir: string, script: string, env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', script], { cwd: dir, env: { ...process.env, NODE_ENV: 'production', DEBUG: '', ...env }, encoding: 'utf8' }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: `${stdout}\n${stderr}` })
    })
  })
}

/** Every file under dist/ with its hash: "byte for byte unchanged" compares these. */
function snapshot(dist: string): string {
  const lines: string[] = []
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) visit(file)
      else lines.push(`${path.relative(dist, file)} ${crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')}`)
    }
  }
  visit(dist)
  return lines.join('\n')
}

/** A copy of the project with the cases laid over it: the check per case, then one build for all of them. */
async function attempt(group: Case[], outcomes: Map<string, Outcome>): Promise<void> {
  const project = copyProject()
  try {
    const checks = new Map<string, Run>()
    for (const hostile of group) {
      // What `npm run check` runs, in this process, on the project's content/ and public/ (all the check
      // reads) with only this case laid over them (lib/content/check.spec.ts runs the command itself once).
      const alone = fs.mkdtempSync(path.join(os.tmpdir(), 'kilele-hostile-'))
      try {
        for (const folder of ['content', 'public']) fs.cpSync(folder, path.join(alone, folder), { recursive: true })
        hostile.setup(alone)
        const { problems } = await checkContent({ root: path.join(alone, 'content'), publicDir: path.join(alone, 'public') })
        checks.set(hostile.name, { code: problems.length ? 1 : 0, output: formatProblems(problems) })
      } finally {
        fs.rmSync(alone, { recursive: true, force: true })
      }
      hostile.setup(project.dir)
    }
    const dist = path.join(project.dir, 'dist')
    fs.mkdirSync(path.join(dist, 'client'), { recursive: true })
    fs.writeFileSync(path.join(dist, 'client/index.html'), '<!doctype html><title>the last good build</title>')
    const distBefore = snapshot(dist)
    const build = await run(project.dir, 'scripts/build.ts', { CONTENT_CHECK: 'skip' })
    const distAfter = snapshot(dist)
    for (const hostile of group) outcomes.set(hostile.name, { check: checks.get(hostile.name)!, build, distBefore, distAfter })
  } finally {
    project.dispose()
  }
}

const outcomes = new Map<string, Outcome>()

beforeAll(async () => {
  const groups = (['render', 'load', 'files'] as const).map((stage) => cases.filter((c) => c.stage === stage))
  // Two builds at a time: a build takes about one core.
  const worker = async () => {
    for (let next = groups.shift(); next; next = groups.shift()) await attempt(next, outcomes)
  }
  await Promise.all([worker(), worker()])
}, 600_000)

afterAll(() => fs.rmSync(outside, { recursive: true, force: true }))

describe('hostile content', () => {
  it('never runs: a + file sent in content/ or public/ is not loaded by Vike when the site is built', () => {
    expect(cases.filter((hostile) => /\+config\.ts$/.test(hostile.file)).map((hostile) => hostile.stage).sort()).toEqual(['files', 'load'])
    const marks = fs.existsSync(ranMarks) ? fs.readdirSync(ranMarks) : []
    expect(marks, 'code from a content file ran during the build').toEqual([])
  })

  it('has a case for every fixture folder, and at least 15 cases', () => {
    const folders = fs.readdirSync(FIXTURES).sort()
    expect(cases.filter((c) => folders.includes(c.name)).map((c) => c.name).sort()).toEqual(folders)
    expect(cases.length).toBeGreaterThanOrEqual(15)
  })

  describe.each(cases)('$name', (hostile) => {
    it.each(['check', 'build'] as const)('is refused by npm run %s, naming the file and the reason', (step) => {
      const { code, output } = outcomes.get(hostile.name)![step]
      expect(code, output).toBe(1)
      const line = output.split('\n').find((l) => l.includes(hostile.file) && hostile.reason.test(l))
      expect(line, `no line names ${hostile.file} with ${hostile.reason}:\n${output}`).toBeDefined()
    })

    it('prints no stack trace and nothing of a file outside content/, and leaves dist/ as it was', () => {
      const outcome = outcomes.get(hostile.name)!
      for (const { output } of [outcome.check, outcome.build]) {
        expect(output).not.toMatch(/^\s+at\s/m)
        expect(output).not.toContain(SECRET)
      }
      expect(outcome.distAfter).toBe(outcome.distBefore)
    })
  })
})
