/**
 * What a process tree uses, sampled from Linux's /proc: resident memory summed over the tree (its peak), and the
 * CPU time of each process in it, grouped by what the process is (the build benchmark's "CPU by process").
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

const PAGE_SIZE = 4096

/** Clock ticks a second, the unit of /proc/<pid>/stat's CPU times (100 on every usual Linux). */
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

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

/** User plus system CPU seconds of a process, all its threads (its reaped children count for it elsewhere: not here). */
export function cpuSecondsOfProcess(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // the command name, in parentheses, may hold spaces: the fields are counted after its closing one
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / TICKS
  } catch {
    return undefined
  }
}

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim()
  } catch {
    return ''
  }
}

/** A process and all its descendants. */
function treeOf(rootPid: number): number[] {
  const found: number[] = []
  const queue = [rootPid]
  const seen = new Set<number>()
  while (queue.length) {
    const pid = queue.pop() as number
    if (seen.has(pid)) continue
    seen.add(pid)
    found.push(pid)
    queue.push(...childrenOf(pid))
  }
  return found
}

export type RoleCpu = { role: string; seconds: number; processes: number }

/** The resident memory of a role's processes at the tree's peak. */
export type RoleMemory = { role: string; bytes: number; processes: number }

/** The tree's highest sum of resident memory: when (seconds after the watch began) and what made it up, by role. */
export type MemoryPeak = { bytes: number; atSeconds: number; byRole: RoleMemory[] }

/**
 * Polls the tree every `intervalMs`: the highest sum of resident memory (with its make-up by role), and each process's
 * CPU time and command line as last seen, its CPU added up by `roleOf(its command line)`. A process's last moments
 * before it exits (under `intervalMs`) are not seen.
 */
export function watchProcessTree(rootPid: number, roleOf: (commandLine: string) => string = () => 'all', intervalMs = 100) {
  const started = performance.now()
  let peak: MemoryPeak = { bytes: 0, atSeconds: 0, byRole: [] }
  const processes = new Map<number, { role: string; seconds: number }>()
  const sample = () => {
    let total = 0
    const resident: { role: string; bytes: number }[] = []
    for (const pid of treeOf(rootPid)) {
      const bytes = rssBytes(pid)
      total += bytes
      const seconds = cpuSecondsOfProcess(pid)
      if (seconds === undefined) continue
      // the role is read again each time: a process just forked still has its parent's command line until it execs;
      // but not from an empty one: a process that has ended and is not yet reaped (its parent busy) has none
      const line = commandLine(pid)
      const role = line || !processes.has(pid) ? roleOf(line) : processes.get(pid)!.role
      processes.set(pid, { role, seconds })
      resident.push({ role, bytes })
    }
    if (total > peak.bytes) peak = { bytes: total, atSeconds: (performance.now() - started) / 1000, byRole: memoryByRole(resident) }
  }
  const timer = setInterval(sample, intervalMs)
  sample()
  return {
    stop(): { peak: MemoryPeak; cpuByRole: RoleCpu[] } {
      clearInterval(timer)
      const byRole = new Map<string, RoleCpu>()
      for (const { role, seconds } of processes.values()) {
        const entry = byRole.get(role) ?? { role, seconds: 0, processes: 0 }
        entry.seconds += seconds
        entry.processes++
        byRole.set(role, entry)
      }
      return { peak, cpuByRole: [...byRole.values()].sort((a, b) => b.seconds - a.seconds) }
    },
  }
}

/** Each role's resident memory summed over its processes, the largest first. */
function memoryByRole(resident: { role: string; bytes: number }[]): RoleMemory[] {
  const roles = new Map<string, RoleMemory>()
  for (const { role, bytes } of resident) {
    const entry = roles.get(role) ?? { role, bytes: 0, processes: 0 }
    entry.bytes += bytes
    entry.processes++
    roles.set(role, entry)
  }
  return [...roles.values()].sort((a, b) => b.bytes - a.bytes)
}
