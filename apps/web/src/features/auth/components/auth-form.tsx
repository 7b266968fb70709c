import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useLoadingOverlay } from '../../../lib/loading-overlay-context.ts';

interface AuthFormProps {
  /** The request the form sends: its error shows above the fields, and while it runs the page is covered. */
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  /** Checks the fields and sends; the browser's own submit is already prevented. */
  onSubmit: () => void;
  submitLabel: string;
  children: ReactNode;
  /** Links under the button (forgot password, back to login). */
  footer?: ReactNode;
}

/** The frame of the sign-in forms of the three portals: error, fields, one wide submit button, links. */
export function AuthForm({ mutation, onSubmit, submitLabel, children, footer }: AuthFormProps) {
  useLoadingOverlay(mutation.isPending);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        {mutation.isError && <ErrorMessage error={mutation.error} />}
        {children}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={mutation.isPending}>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </Box>
  );
}
