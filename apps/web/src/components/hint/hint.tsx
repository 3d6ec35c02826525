import type { ReactNode } from 'react';

/**
 * Shows `text` above its child on hover and keyboard focus (styles in `hint.css`). For a few words
 * of help beside a control that has its own accessible name; MUI's Tooltip brings a positioning
 * engine and transitions into the page's first screen for the same effect.
 */
export function Hint({ text, children }: { text: string; children: ReactNode }) {
  return (
    <span className="hint" data-hint={text}>
      {children}
    </span>
  );
}
