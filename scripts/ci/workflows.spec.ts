/**
 * The GitHub workflows keep secrets away from contributed code: the workflow that runs a pull request's code
 * has a read-only token and no secret; a job that holds a secret or a write token runs none of the
 * repository's code (no npm, no checkout of the pull request), only downloads artifacts and deploys them.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import YAML from 'yaml'
import { tempFolders, writeFilesIn } from '../../lib/cache/temp-folders'

type Step = { uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string> }
type Job = { permissions?: unknown; steps: Step[] }
type Workflow = { name: string; on: Record<string, unknown>; permissions?: Record<string, string>; jobs: Record<string, Job> }

const dir = path.resolve('.github/workflows')
const workflows = fs
  .readdirSync(dir)
  .filter((file) => /\.ya?ml$/.test(file))
  .map((file) => {
    const text = fs.readFileSync(path.join(dir, file), 'utf8')
    const document = YAML.parseDocument(text)
    return { file, text, errors: document.errors, workflow: document.toJS() as Workflow }
  })
const folder = tempFolders('workflow-step-')
const byTrigger = (trigger: string) => workflows.filter((w) => trigger in w.workflow.on)
/** A job that can do harm if code it runs is hostile: it holds a secret or a token that can write. */
const privileged = (w: Workflow, job: Job) =>
  JSON.stringify(job).includes('secrets.') || Object.values({ ...w.permissions, ...(job.permissions as object) }).includes('write')

describe('GitHub workflows', () => {
  it('parse, and pin every action to a version', () => {
    expect(workflows.map((w) => w.file).sort()).toEqual(['main.yml', 'preview.yml', 'pull-request.yml'])
    for (const { file, errors, workflow } of workflows) {
      expect(errors, file).toEqual([])
      for (const step of Object.values(workflow.jobs).flatMap((job) => job.steps)) {
        if (step.uses) expect(step.uses, file).toMatch(/^[\w.-]+\/[\w.-]+@v\d+\.\d+\.\d+$/)
      }
    }
  })

  it('restore the build cache and the card cache where they build, and save them again', () => {
    for (const file of ['main.yml', 'pull-request.yml']) {
      const steps = Object.values(workflows.find((w) => w.file === file)!.workflow.jobs).flatMap((job) => job.steps)
      const restore = steps.find((step) => step.uses?.startsWith('actions/cache@'))
      expect(restore, file).toBeDefined()
      // actions/cache saves what it restored at the end of the job; both caches are outside node_modules/, which npm ci empties
      expect(String(restore!.with?.path).split('\n').filter(Boolean), file).toEqual(['.cache/build', '.cache/cards'])
      expect(steps.indexOf(restore!), file).toBeLessThan(steps.findIndex((step) => step.run === 'npm ci'))
    }
  })

  it('never use pull_request_target, which runs with secrets on the base branch', () => {
    expect(byTrigger('pull_request_target')).toEqual([])
  })

  it('run a pull request\'s code with a read-only token and no secret', () => {
    const runsPullRequests = byTrigger('pull_request')
    expect(runsPullRequests.map((w) => w.file)).toEqual(['pull-request.yml'])
    for (const { file, text, workflow } of runsPullRequests) {
      expect(workflow.permissions, file).toEqual({ contents: 'read' })
      for (const job of Object.values(workflow.jobs)) expect(job.permissions, file).toBeUndefined()
      expect(text, file).not.toMatch(/secrets\./)
    }
  })

  it('run none of the repository\'s code in a job that holds a secret or a write token: no npm, only the deploy script', () => {
    const checked: string[] = []
    for (const { file, workflow } of workflows) {
      for (const [name, job] of Object.entries(workflow.jobs)) {
        if (!privileged(workflow, job)) continue
        checked.push(`${file}:${name}`)
        for (const step of job.steps) {
          if (step.run) expect(step.run, `${file}:${name}`).toContain('scripts/ci/deploy-netlify.sh')
          if (step.run) expect(step.run, `${file}:${name}`).not.toMatch(/\b(npm|npx|node|tsx|git)\b/)
          if (step.uses?.startsWith('actions/checkout@')) {
            expect(step.with?.['persist-credentials'], `${file}:${name}`).toBe(false)
            expect(step.with?.['sparse-checkout'], `${file}:${name}`).toBe('scripts/ci')
          }
          if (step.uses) expect(step.uses.split('@')[0], `${file}:${name}`).toMatch(/^actions\/(checkout|download-artifact|github-script)$/)
          // a script may load the default branch's scripts/ci/ (plain JavaScript, no dependency), nothing else of the repository
          const script = String(step.with?.script ?? '')
          for (const required of script.match(/\brequire\([^)]*\)/g) ?? []) expect(required, `${file}:${name}`).toMatch(/^require\('node:[a-z]+'\)$/)
          for (const imported of script.match(/\bimport\(.*$/gm) ?? []) {
            expect(imported, `${file}:${name}`).toMatch(/^import\(pathToFileURL\(path\.resolve\('default-branch\/scripts\/ci\/[\w-]+\.mjs'\)\)\.href\)$/)
          }
        }
      }
    }
    expect(checked.sort()).toEqual(['main.yml:deploy', 'preview.yml:publish'])
  })

  it('publish a pull request\'s preview from the default branch, with the number from the artifact checked as digits', () => {
    const previews = byTrigger('workflow_run')
    expect(previews.map((w) => w.file)).toEqual(['preview.yml'])
    const { workflow, text } = previews[0]!
    expect(workflow.on.workflow_run).toEqual({ workflows: ['Pull request'], types: ['completed'] })
    expect(workflows.find((w) => w.file === 'pull-request.yml')!.workflow.name).toBe('Pull request')
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps)
    for (const step of steps.filter((s) => s.uses?.startsWith('actions/checkout@'))) {
      expect(step.with?.ref).toBe('${{ github.event.repository.default_branch }}')
    }
    for (const step of steps.filter((s) => s.uses?.startsWith('actions/download-artifact@'))) {
      expect(step.with?.['run-id']).toBe('${{ github.event.workflow_run.id }}')
    }
    expect(text).toContain("if: github.event.workflow_run.event == 'pull_request' && github.event.workflow_run.conclusion == 'success'")
    expect(text).toContain('/^\\d{1,10}$/.test(text)')
    expect(text).toContain('pr.head.sha !== run.head_sha')
    // The comment comes after the deploy, with its address, and is posted even if the deploy failed.
    const deployAt = steps.findIndex((s) => s.run?.includes('scripts/ci/deploy-netlify.sh'))
    const commentAt = steps.findIndex((s) => String(s.with?.script ?? '').includes('previewComment('))
    expect(deployAt).toBeGreaterThan(-1)
    expect(commentAt).toBeGreaterThan(deployAt)
    expect((steps[deployAt] as Step & { id?: string }).id).toBe('deploy')
    expect(steps[commentAt]!.env?.PREVIEW_URL).toBe('${{ steps.deploy.outputs.url }}')
    expect((steps[commentAt] as Step & { if?: string }).if).toMatch(/^\$\{\{ !cancelled\(\) && /)
    // and the pull request's run makes and uploads the list of pages the comment links to
    const pullRequest = workflows.find((w) => w.file === 'pull-request.yml')!.text
    expect(pullRequest).toContain('--pages site-diff-pages.json')
    expect(pullRequest).toContain('cp site-diff-pages.json preview-report/site-diff-pages.json')
    // Values the pull request controls reach a shell only through env, never through ${{ }} in a script.
    for (const step of steps.filter((s) => s.run)) expect(step.run).not.toMatch(/\$\{\{/)
  })

  it('build a pull request\'s preview with its drafts and scheduled posts, the base branch the same way, and production without them', () => {
    const pullRequest = workflows.find((w) => w.file === 'pull-request.yml')!
    const runs = Object.values(pullRequest.workflow.jobs).flatMap((job) => job.steps).map((step) => step.run ?? '')
    expect(runs).toContain('npm run build:preview')
    expect(runs.find((run) => run.includes('../base-site'))).toContain('npm ci && npm run build:preview')
    expect(pullRequest.text).not.toMatch(/npm run build\b(?!:preview)/)
    const main = workflows.find((w) => w.file === 'main.yml')!.text
    expect(main).not.toMatch(/build:preview|CONTENT_PREVIEW/)
  })

  it("posts the comparison with the preview's address and links to its pages (the comment step's script run as github-script runs it)", () => {
    const preview = workflows.find((w) => w.file === 'preview.yml')!.workflow
    const step = Object.values(preview.jobs).flatMap((job) => job.steps).find((s) => String(s.with?.script ?? '').includes('previewComment('))!
    // the job's folder: the default branch's scripts/ci/ and the pull request's report, as the steps before leave them
    const workspace = writeFilesIn(folder(), {
      'default-branch/scripts/ci/preview-comment.mjs': fs.readFileSync('scripts/ci/preview-comment.mjs', 'utf8'),
      'pull-request/report/site-diff.md': '## What this change does to the site\n',
      'pull-request/report/site-diff-pages.json': JSON.stringify({ added: ['/blog/new-post'], changed: [] }),
      'run.mjs': `import { createRequire } from 'node:module'
const calls = []
const github = { paginate: async () => [], rest: { issues: { listComments: 'list', createComment: async (c) => calls.push(c), updateComment: async (c) => calls.push(c) } } }
const context = { repo: { owner: 'kilele', repo: 'site' } }
const AsyncFunction = (async () => {}).constructor
await new AsyncFunction('require', 'github', 'context', process.env.SCRIPT)(createRequire(import.meta.url), github, context)
console.log(JSON.stringify(calls))`,
    })
    const env = { ...process.env, SCRIPT: String(step.with!.script), PR_NUMBER: '42', PREVIEW_URL: 'https://pr-42--kilele.netlify.app/preview/pr-42/' }
    const run = spawnSync(process.execPath, ['run.mjs'], { cwd: workspace, env, encoding: 'utf8' })
    expect(run.stderr).toBe('')
    const [comment] = JSON.parse(run.stdout) as { issue_number: number; body: string }[]
    expect(comment!.issue_number).toBe(42)
    expect(comment!.body).toBe(
      '<!-- site-diff -->\n**Preview:** https://pr-42--kilele.netlify.app/preview/pr-42/\n\nPages this change adds or changes: [`/blog/new-post`](https://pr-42--kilele.netlify.app/preview/pr-42/blog/new-post)\n\n## What this change does to the site\n',
    )
  })
})
