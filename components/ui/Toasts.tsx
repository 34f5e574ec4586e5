import CircleCheck from 'lucide-react/icons/circle-check'
import CircleAlert from 'lucide-react/icons/circle-exclamation-point'
import { SnackbarContent, SnackbarProvider, type CustomContentProps } from 'notistack'
import { forwardRef, type ReactNode } from 'react'

/** Light toast: title and description, red for errors, green otherwise (styled by FormStyles, server-rendered). */
const Toast = forwardRef<HTMLDivElement, CustomContentProps>(function Toast({ id, message, variant }, ref) {
  const error = variant === 'error'
  return (
    <SnackbarContent ref={ref} className="toast" role={error ? 'alert' : 'status'} data-toast={variant} data-toast-id={String(id)}>
      {error ? <CircleAlert size={20} aria-hidden="true" /> : <CircleCheck size={20} aria-hidden="true" />}
      <div>{message}</div>
    </SnackbarContent>
  )
})

export function toastMessage(title: string, text: string): ReactNode {
  return (
    <>
      <strong>{title}</strong>
      {text}
    </>
  )
}

/** notistack, bottom-right, light theme (spec section 9). */
export function Toasts({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={{ default: Toast, success: Toast, error: Toast, info: Toast, warning: Toast }}
    >
      {children}
    </SnackbarProvider>
  )
}
