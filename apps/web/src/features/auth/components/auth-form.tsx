import Box from '@mui/material/Box';
import type { FormEvent, ReactNode } from 'react';
import { ContainedButton } from '../../../components/contained-button.tsx';
import { DeferredErrorMessage, preloadErrorMessage } from '../../../components/deferred-error-message.tsx';
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
    // The error display loads while the request runs, not with the page.
    void preloadErrorMessage();
    onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      {/* A flex column rather than MUI's Stack, which the login page would otherwise load for this alone. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {mutation.isError && <DeferredErrorMessage error={mutation.error} />}
        {children}
        <ContainedButton type="submit" size="large" disabled={mutation.isPending}>
          {submitLabel}
        </ContainedButton>
        {footer}
      </Box>
    </Box>
  );
}
