import Alert from '@mui/material/Alert';

export interface FormAlertState {
  severity: 'error' | 'success';
  message: string;
}

/**
 * The result of a submit above the form: the server's sentence (or the default one) on failure,
 * its confirmation on success. Its close button takes the theme's Persian label.
 */
export function FormAlert({ alert, onClose }: { alert: FormAlertState | null; onClose(): void }) {
  if (!alert) return null;
  return (
    <Alert
      severity={alert.severity}
      variant="outlined"
      onClose={onClose}
      data-testid="auth-alert"
      sx={{ mb: 2.5, borderRadius: 2, alignItems: 'center', '& .MuiAlert-message': { lineHeight: 1.8 } }}
    >
      {alert.message}
    </Alert>
  );
}
