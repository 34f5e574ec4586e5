import { whenNearViewport } from '#/lib/dom/near-viewport'

/** Frames rendered by components/ui/LazyFrame.tsx get their address a screen before they scroll into view. */
export function loadFramesWhenNear(): void {
  document.querySelectorAll<HTMLIFrameElement>('iframe[data-src]').forEach((frame) =>
    whenNearViewport(frame, () => {
      frame.src = frame.dataset.src!
      frame.removeAttribute('data-src')
    }),
  )
}
