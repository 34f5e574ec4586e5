import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempFolders } from '../../lib/cache/temp-folders'
import { annotation, summary } from './github-report'

describe('content problems for GitHub', () => {
  it('puts a problem on its file, line and column', () => {
    expect(annotation({ file: 'content/blog/x.md', where: '12:3', message: 'the link "/servces" goes to no page' })).toBe(
      '::error file=content/blog/x.md,line=12,col=3,title=Content check::the link "/servces" goes to no page',
    )
    expect(annotation({ file: 'content/blog/x.md', where: 'tags', line: 7, message: 'must be a list' })).toBe('::error file=content/blog/x.md,line=7,title=Content check%3A tags::must be a list')
    expect(annotation({ file: 'content/recipes', message: 'unknown content folder' })).toBe('::error file=content/recipes,title=Content check::unknown content folder')
  })

  it('keeps what a file holds from ending the command or starting another', () => {
    const made = annotation({ file: 'content/blog/a,b:c.md', where: 'title', line: 2, message: 'found "x\n::set-env name=A::1\r 100%"' })
    expect(made.split('\n')).toHaveLength(1)
    expect(made).toBe('::error file=content/blog/a%2Cb%3Ac.md,line=2,title=Content check%3A title::found "x\\u000a::set-env name=A::1\\u000d 100%25"')
  })

  it('lists every problem in the summary as text, in a fence longer than any run of backticks it holds', () => {
    const text = summary([
      { file: 'content/blog/x.md', where: '9:1', message: 'a < that starts no tag' },
      { file: 'content/blog/y.md', where: 'draft', line: 8, message: 'must be true or false, found "```<img src=x>"' },
    ])
    expect(text).toContain('### Content check: 2 problems')
    expect(text).toContain('````text\ncontent/blog/x.md:9:1: a < that starts no tag\ncontent/blog/y.md:8 (draft): must be true or false, found "```<img src=x>"\n````\n')
  })
})

describe('npm run check -- --github', () => {
  const folder = tempFolders('github-report-')

  it('annotates each problem and writes the summary, as the pull-request workflow runs it', () => {
    const root = folder()
    const content = path.join(root, 'content')
    fs.cpSync('content', content, { recursive: true })
    const post = fs.readdirSync(path.join(content, 'blog')).find((file) => file.endsWith('.md') && !/\.\w\w\.md$/.test(file))!
    const file = path.join(content, 'blog', post)
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^category: .*$/m, 'category: Gossip'))
    const summaryFile = path.join(root, 'summary.md')
    let output = ''
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts', '--github'], { env: { ...process.env, CONTENT_DIR: content, GITHUB_STEP_SUMMARY: summaryFile }, encoding: 'utf8', stdio: 'pipe' })
    } catch (error) {
      output = (error as { stdout: string }).stdout
    }
    expect(output).toMatch(new RegExp(`^::error file=[^,]*blog/${post.replace(/\./g, '\\.')},line=\\d+,title=Content check%3A category::Invalid option`, 'm'))
    expect(fs.readFileSync(summaryFile, 'utf8')).toMatch(new RegExp(`### Content check: 1 problem\\n[\\s\\S]*blog/${post.replace(/\./g, '\\.')}:\\d+ \\(category\\): Invalid option`))
  }, 60_000)
})
