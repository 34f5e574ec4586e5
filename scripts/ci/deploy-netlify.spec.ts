/**
 * scripts/ci/deploy-netlify.sh against a stand-in for netlify-cli (an `npx` first on PATH that notes what it was
 * given and answers as `netlify deploy --json` does): where the files go, and the address the step gives on.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempFolders, writeFilesIn } from '../../lib/cache/temp-folders'

const folder = tempFolders('deploy-netlify-')
const SCRIPT = path.resolve('scripts/ci/deploy-netlify.sh')

/** Runs the script on a small built site; `answer`: what the stand-in prints, `status` its exit status. */
function deploy(args: string[], { answer = '', status = 0, secrets = true } = {}) {
  const dir = folder()
  const site = writeFilesIn(path.join(dir, 'site'), { 'index.html': 'home', '404.html': 'not found', 'blog/index.html': 'blog' })
  const bin = writeFilesIn(path.join(dir, 'bin'), {
    npx: `#!/usr/bin/env bash\nprintf '%s\\n' "$@" > "${dir}/args"\nwhile [ "$1" != "--dir" ]; do shift; done\n(cd "$2" && find . -type f | sort) > "${dir}/staged"\ncat "${dir}/answer"\nexit ${status}\n`,
    answer,
  })
  fs.renameSync(path.join(bin, 'answer'), path.join(dir, 'answer'))
  fs.chmodSync(path.join(bin, 'npx'), 0o755)
  const output = path.join(dir, 'github-output')
  fs.writeFileSync(output, '')
  const env = { PATH: `${bin}:${process.env.PATH}`, DEPLOY_MESSAGE: 'pr-42 abc1234', GITHUB_OUTPUT: output, ...(secrets ? { NETLIFY_AUTH_TOKEN: 'token', NETLIFY_SITE_ID: 'site' } : {}) }
  const run = spawnSync('bash', [SCRIPT, site, ...args], { env, encoding: 'utf8' })
  const read = (file: string) => (fs.existsSync(path.join(dir, file)) ? fs.readFileSync(path.join(dir, file), 'utf8') : undefined)
  return { status: run.status, stdout: run.stdout, args: read('args')?.trim().split('\n'), staged: read('staged')?.trim().split('\n'), output: read('github-output') }
}

const pretty = (url: string) => JSON.stringify({ site_id: 'site', site_name: 'kilele', deploy_id: 'abc', deploy_url: url, logs: 'https://app.netlify.com/x' }, null, 2)

describe('deploy-netlify.sh', () => {
  it("deploys a preview into its sub-path under its alias, and gives the preview's address as the step's output", () => {
    const run = deploy(['pr-42', '/preview/pr-42/'], { answer: pretty('https://pr-42--kilele.netlify.app') })
    expect(run.status).toBe(0)
    expect(run.staged).toEqual(['./404.html', './preview/pr-42/404.html', './preview/pr-42/blog/index.html', './preview/pr-42/index.html'])
    expect(run.args).toEqual(expect.arrayContaining(['deploy', '--no-build', '--json', '--alias', 'pr-42', '--message', 'pr-42 abc1234']))
    expect(run.stdout).toContain('Deployed: https://pr-42--kilele.netlify.app/preview/pr-42/')
    expect(run.output).toBe('url=https://pr-42--kilele.netlify.app/preview/pr-42/\n')
  })

  it('reads the address from compact JSON too, and deploys production at the root', () => {
    const run = deploy(['production'], { answer: JSON.stringify({ deploy_url: 'https://abc--kilele.netlify.app/', url: 'https://kilele.example' }) })
    expect(run.args).toContain('--prod')
    expect(run.staged).toEqual(['./404.html', './blog/index.html', './index.html'])
    expect(run.output).toBe('url=https://abc--kilele.netlify.app/\n')
  })

  it('gives no address it cannot vouch for, and fails when the deploy fails', () => {
    expect(deploy(['pr-1', '/preview/pr-1/'], { answer: pretty('https://x.example/"; echo injected') }).output).toBe('')
    expect(deploy(['pr-1', '/preview/pr-1/'], { answer: 'Deploy failed' }).output).toBe('')
    const failed = deploy(['pr-1', '/preview/pr-1/'], { answer: '{"error": "unauthorised"}', status: 3 })
    expect(failed.status).toBe(3)
    expect(failed.stdout).toContain('unauthorised')
    expect(failed.output).toBe('')
  })

  it('skips the deploy and passes without the Netlify secrets', () => {
    const run = deploy(['pr-1', '/preview/pr-1/'], { secrets: false })
    expect(run.status).toBe(0)
    expect(run.args).toBeUndefined()
    expect(run.stdout).toContain('skipping the deploy')
  })
})
