import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempFolders } from '../../lib/cache/temp-folders'
import { copyProject } from './project-copy'

const folder = tempFolders('kilele-copy-spec-')

/** A small project: tracked files, a writer's new file not yet added, and folders and a file git ignores. */
function project(git: boolean): string {
  const root = folder()
  const write = (file: string, text = 'x') => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  write('package.json', '{}')
  write('content/blog/tracked.md')
  write('.gitignore', 'reports/\n*.log\n')
  if (git) {
    execFileSync('git', ['init', '-q'], { cwd: root })
    execFileSync('git', ['add', '.'], { cwd: root })
    fs.appendFileSync(path.join(root, '.git/info/exclude'), '.scratch/\n')
  }
  write('content/blog/new-post.md')
  write('reports/lighthouse.html')
  write('.scratch/notes.txt')
  write('debug.log')
  return root
}

const copied = (dir: string) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => !file.startsWith('node_modules')).sort()

describe('copyProject', () => {
  it('copies the project with the files not yet added to git, and leaves out the folders git ignores', () => {
    const copy = copyProject(project(true))
    try {
      expect(copied(copy.dir)).toEqual(['.gitignore', 'content', 'content/blog', 'content/blog/new-post.md', 'content/blog/tracked.md', 'debug.log', 'package.json'])
    } finally {
      copy.dispose()
    }
  })

  it("is removed while a build's background work still moves folders into it", async () => {
    const copy = copyProject(project(false))
    const kept = path.join(copy.dir, '.build-tmp', 'folders')
    fs.mkdirSync(path.join(kept, 'blog'), { recursive: true })
    for (let i = 0; i < 200; i++) fs.mkdirSync(path.join(kept, 'blog', `post-${i}`))
    // as keepFolders' detached shell: folders moved in (never their parents made) while the copy is removed
    const mover = spawn('sh', ['-c', 'for i in $(seq 1 100); do mkdir "$1/moved-$i" 2>/dev/null; sleep 0.003; done', 'sh', path.join(copy.dir, '.build-tmp')], { stdio: 'ignore' })
    await new Promise((resolve) => setTimeout(resolve, 30))
    copy.dispose()
    await new Promise((resolve) => mover.on('exit', resolve))
    expect(fs.existsSync(copy.dir)).toBe(false)
  })

  it('copies everything outside a git work tree', () => {
    const copy = copyProject(project(false))
    try {
      expect(copied(copy.dir)).toEqual(expect.arrayContaining(['reports/lighthouse.html', '.scratch/notes.txt', 'debug.log', 'content/blog/new-post.md']))
    } finally {
      copy.dispose()
    }
  })
})
