import { CircleCheck, CircleAlert } from 'lucide-react'
import { SnackbarContent, SnackbarProvider, type CustomContentProps } from 'notistack'
import { forwardRef, type ReactNode } from 'react'
import styled from 'styled-components'

const Box = styled(SnackbarContent)<{ $error: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  width: min(24rem, calc(100vw - 2rem));
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ $error }) => ($error ? '#FECACA' : '#BBF7D0')};
  border-left: 4px solid ${({ $error, theme }) => ($error ? theme.colors.danger : theme.colors.success)};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  > svg { flex: none; color: ${({ $error, theme }) => ($error ? theme.colors.danger : theme.colors.success)}; }
  strong { display: block; color: ${({ theme }) => theme.colors.navy}; font-size: ${({ theme }) => theme.fontSizes.md}; }
`

/** Light toast: title and description, red for errors, green otherwise. */
const Toast = forwardRef<HTMLDivElement, CustomContentProps>(function Toast({ id, message, variant }, ref) {
  const error = variant === 'error'
  return (
    <Box ref={ref} $error={error} role={error ? 'alert' : 'status'} data-toast={variant} data-toast-id={String(id)}>
      {error ? <CircleAlert size={20} aria-hidden="true" /> : <CircleCheck size={20} aria-hidden="true" />}
      <div>{message}</div>
    </Box>
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
