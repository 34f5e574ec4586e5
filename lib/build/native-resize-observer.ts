/**
 * Stands in for resize-observer-polyfill (a dependency of react-slick): every browser the site supports
 * has ResizeObserver, so the carousel pages do not need to download the polyfill. Undefined on the
 * server, where react-slick never observes anything.
 */
export default globalThis.ResizeObserver
