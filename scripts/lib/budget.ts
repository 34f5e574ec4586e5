/** Compares route weights with the budgets of budgets.config.ts and prints the table. */
import type { Budget, BudgetRule } from '../../budgets.config'
import { splitEdition } from '../../lib/editions'
import type { RouteWeight } from './site-weight'

export type BudgetResult = { weight: RouteWeight; rule: BudgetRule; failures: string[] }

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${source.replace('/.*', '(/.*)?')}$`)
}

/** The rule of a route: a page in another language (/sw/contact) has the budget of its page (/contact). */
export function ruleFor(route: string, rules: BudgetRule[]): BudgetRule {
  const page = splitEdition(route).route
  const rule = rules.find((r) => r.routes.some((pattern) => patternToRegExp(pattern).test(page)))
  if (!rule) throw new Error(`No budget rule matches ${route}`)
  return rule
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`

export function checkBudget(weight: RouteWeight, budget: Budget): string[] {
  const measured: Record<keyof Budget, number> = { js: weight.js, css: weight.css, html: weight.html, firstResponse: weight.html + weight.css }
  return (Object.keys(budget) as (keyof Budget)[])
    .filter((kind) => budget[kind] !== undefined && measured[kind] > (budget[kind] as number))
    .map((kind) => `${kind} ${kb(measured[kind])} > ${kb(budget[kind] as number)}`)
}

export function checkBudgets(weights: RouteWeight[], rules: BudgetRule[]): BudgetResult[] {
  return weights.map((weight) => {
    const rule = ruleFor(weight.route, rules)
    return { weight, rule, failures: checkBudget(weight, rule.budget) }
  })
}

export function budgetTable(results: BudgetResult[]): string {
  const header = ['route', 'JS gz', '/ budget', 'CSS gz', 'HTML gz', '/ budget', 'islands', 'status']
  const rows = results.map(({ weight, rule, failures }) => [
    weight.route,
    kb(weight.js),
    kb(rule.budget.js),
    kb(weight.css),
    kb(weight.html),
    kb(rule.budget.firstResponse ?? rule.budget.html),
    weight.islands.join(',') || '-',
    failures.length ? `OVER: ${failures.join('; ')}` : 'ok',
  ])
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => (row[i] as string).length)))
  const line = (row: string[]) => row.map((cell, i) => (i > 0 && i < 6 ? cell.padStart(widths[i] as number) : cell.padEnd(widths[i] as number))).join('  ').trimEnd()
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}
