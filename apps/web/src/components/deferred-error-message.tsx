import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useErrorText } from '../lib/use-error-text.ts';
import type { ErrorMessage } from './error-message.tsx';
import { MultilineText } from './multiline-text.tsx';

type ErrorMessageView = typeof ErrorMessage;
let loaded: ErrorMessageView | undefined;

/** Fetches ErrorMessage (and MUI's Alert with it); a form calls it when it sends, before any error. */
export function preloadErrorMessage(): Promise<ErrorMessageView | undefined> {
  return import('./error-message.tsx').then(
    (module) => (loaded = module.ErrorMessage),
    () => undefined,
  );
}

/**
 * ErrorMessage for the pages that show no error before they are used (the sign-in forms, the route
 * error page), so that their JavaScript does not hold MUI's Alert. Until it has loaded, or if it
 * cannot be (the server is unreachable), the same words show as plain text.
 */
export function DeferredErrorMessage({ error, sx }: { error: unknown; sx?: SxProps<Theme> }) {
  const [View, setView] = useState<ErrorMessageView | undefined>(() => loaded);
  const errorText = useErrorText();
  useEffect(() => {
    if (View) return undefined;
    let current = true;
    void preloadErrorMessage().then((view) => {
      if (current && view) setView(() => view);
    });
    return () => {
      current = false;
    };
  }, [View]);
  if (View) return <View error={error} sx={sx} />;
  return (
    <Typography role="alert" color="error" sx={sx}>
      <MultilineText text={errorText(error)} />
    </Typography>
  );
}
