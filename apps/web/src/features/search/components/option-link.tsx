import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export const optionTextSx = {
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  lineHeight: 1.6,
} as const;

export interface OptionLinkProps {
  to: string;
  id: string;
  active: boolean;
  onHover: () => void;
  onChoose: () => void;
  children: ReactNode;
  [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
}

/**
 * One option of the listbox: a real link (so it can be opened in a new tab) that the combobox
 * highlights by id; the focus stays in the field.
 */
export function OptionLink({ to, id, active, onHover, onChoose, children, ...data }: OptionLinkProps) {
  return (
    <Box
      component={Link}
      to={to}
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      data-active={active || undefined}
      onPointerMove={onHover}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      {...data}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        py: 1,
        borderRadius: 1.5,
        color: 'text.primary',
        bgcolor: active ? 'rgba(255,255,255,0.08)' : 'transparent',
        boxShadow: active ? 'inset 3px 0 0 #1fbf9a' : 'none',
        transition: 'background-color 120ms',
      }}
    >
      {children}
    </Box>
  );
}
