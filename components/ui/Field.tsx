import styled from 'styled-components'

const fieldStyle = `
  width: 100%;
  min-height: 48px;
  padding: 0.65rem 0.85rem;
  border-radius: 10px;
  font: inherit;
  color: inherit;
  background: #fff;
`

export const Input = styled.input`
  ${fieldStyle}
  border: 1px solid #64748B;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; border-color: ${({ theme }) => theme.colors.primary}; }
`

export const Select = styled.select`
  ${fieldStyle}
  border: 1px solid #64748B;
`

export const TextArea = styled.textarea`
  ${fieldStyle}
  border: 1px solid #64748B;
  resize: vertical;
`

export const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.navy};
  .required { color: ${({ theme }) => theme.colors.danger}; margin-left: 0.15rem; }
`
