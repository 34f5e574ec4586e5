import { expect, it } from 'vitest'
import { mapAtMost } from './at-most'

it('runs every item, never more than the limit at once, and keeps the order of the results', async () => {
  let running = 0
  let most = 0
  const results = await mapAtMost([50, 10, 30, 20, 0, 40], 3, async (ms) => {
    most = Math.max(most, ++running)
    await new Promise((resolve) => setTimeout(resolve, ms))
    running--
    return ms * 2
  })
  expect(results).toEqual([100, 20, 60, 40, 0, 80])
  expect(most).toBe(3)
  expect(await mapAtMost([], 4, async () => 1)).toEqual([])
})
