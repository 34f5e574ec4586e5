import fs from 'node:fs'

const PAGE_SIZE = 4096

function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
      .filter(Boolean)
      .map(Number)
  } catch {
    return []
  }
}

function rssBytes(pid: number): number {
  try {
    const resident = Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1])
    return resident * PAGE_SIZE
  } catch {
    return 0
  }
}

/** Resident memory of a process and all its descendants, summed (Linux /proc). */
export function treeRssBytes(rootPid: number): number {
  let total = 0
  const queue = [rootPid]
  const seen = new Set<number>()
  while (queue.length) {
    const pid = queue.pop() as number
    if (seen.has(pid)) continue
    seen.add(pid)
    total += rssBytes(pid)
    queue.push(...childrenOf(pid))
  }
  return total
}

/** Polls the tree every `intervalMs` and keeps the highest sum; stop() returns it. */
export function watchPeakRss(rootPid: number, intervalMs = 100) {
  let peak = 0
  const sample = () => {
    peak = Math.max(peak, treeRssBytes(rootPid))
  }
  const timer = setInterval(sample, intervalMs)
  sample()
  return {
    stop(): number {
      clearInterval(timer)
      return peak
    },
  }
}
