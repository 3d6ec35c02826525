import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';

type ShowToast = (message: string, severity?: AlertColor) => void;

const ToastContext = createContext<ShowToast>(() => {});

/** One short-lived message at a time at the bottom of the console: "saved", "could not delete". */
export function AdminToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<{ message: string; severity: AlertColor; key: number }>();
  const [open, setOpen] = useState(false);
  const show = useCallback<ShowToast>((message, severity = 'success') => {
    setToast({ message, severity, key: Date.now() });
    setOpen(true);
  }, []);
  return (
    <ToastContext value={show}>
      {children}
      <Snackbar
        key={toast?.key}
        open={open}
        autoHideDuration={toast?.severity === 'error' ? 8000 : 4000}
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={toast?.severity}
          variant="filled"
          onClose={() => setOpen(false)}
          role={toast?.severity === 'error' ? 'alert' : 'status'}
          sx={{ width: '100%' }}
        >
          {toast?.message}
        </Alert>
      </Snackbar>
    </ToastContext>
  );
}

/** Shows a toast: `toast(text.saved)`, `toast(error.message, 'error')`. */
export const useAdminToast = (): ShowToast => useContext(ToastContext);
