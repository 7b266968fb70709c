import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { SnackbarState } from '../lib/snackbar-context.ts';
import { MultilineText } from './multiline-text.tsx';

/** The snackbar itself; a chunk of its own, loaded the first time a message is shown (snackbar-provider.tsx). */
export default function SnackbarView({ state, onClose }: { state: SnackbarState; onClose: () => void }) {
  return (
    <Snackbar
      open={state.open}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
    >
      <Alert severity={state.severity} variant="filled" sx={{ width: '100%' }}>
        <MultilineText text={state.message} />
      </Alert>
    </Snackbar>
  );
}
