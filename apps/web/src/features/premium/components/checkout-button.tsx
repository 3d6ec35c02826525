import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** The button that sends the user to the gateway: a spinner from the click until the page leaves. */
export function CheckoutButton({
  busy,
  disabled,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      color="secondary"
      size="large"
      loading={busy}
      loadingPosition="start"
      disabled={disabled}
      data-checkout
      sx={{ minHeight: 48, fontSize: '1rem', fontWeight: 700, borderRadius: 2, px: 5 }}
    >
      {children}
    </Button>
  );
}
