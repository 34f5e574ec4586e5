import { usePageContext } from './usePageContext'

/** The value returned by the page's +data hook. */
export function useData<D>(): D {
  return usePageContext().data as D
}
