import Button from '@mui/material/Button';

interface FormSendButtonProps {
  pending: boolean;
  label: string;
  /** Shown while sending, beside the spinner. */
  pendingLabel: string;
}

/** A site form's send button: large, at the start of the line on wider screens, a spinner while sending. */
export function FormSendButton({ pending, label, pendingLabel }: FormSendButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      color="secondary"
      size="large"
      loading={pending}
      loadingPosition="start"
      sx={{
        minHeight: 48,
        fontSize: '1rem',
        fontWeight: 700,
        borderRadius: 2,
        alignSelf: { sm: 'flex-start' },
        px: 5,
      }}
    >
      {pending ? pendingLabel : label}
    </Button>
  );
}
