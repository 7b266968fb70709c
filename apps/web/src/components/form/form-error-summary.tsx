import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect, useId, useRef, type Ref } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** One field that stops a save: what it is called, what is wrong, and the element to go to. */
export interface SummaryError {
  /** The field's path in the form (`curricula.2.normal_days`). */
  name: string;
  label: string;
  message: string;
  /** The id of the element the link focuses (the field's input, or the row it belongs to). */
  targetId: string;
}

/** The fields of a react-hook-form error tree with a message, by path, in the form's order (an array's own error under its name). */
export function fieldErrorsOf<T extends FieldValues>(errors: FieldErrors<T>, prefix = ''): Array<{ name: string; message: string }> {
  const found: Array<{ name: string; message: string }> = [];
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    if (key === 'ref' || typeof value !== 'object' || value === null) continue;
    const name = key === 'root' ? prefix.replace(/\.$/, '') : `${prefix}${key}`;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && 'type' in value) found.push({ name, message });
    else found.push(...fieldErrorsOf(value as FieldErrors, `${name}.`));
  }
  return found;
}

interface FormErrorSummaryProps {
  errors: readonly SummaryError[];
  /** Focused after a failed save, so the list is where the keyboard and the screen reader start. */
  summaryRef?: Ref<HTMLDivElement>;
}

/**
 * What stops a save, at the top of the form: a count and one link per field, each focusing its
 * field (GOV.UK's error summary). An alert, so a screen reader says it as it appears; the fields
 * keep their own message too.
 */
export function FormErrorSummary({ errors, summaryRef }: FormErrorSummaryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  if (errors.length === 0) return null;
  return (
    <Alert
      severity="error"
      role="alert"
      ref={summaryRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="form-error-summary"
      sx={{ '&:focus-visible': { outline: '3px solid', outlineColor: 'error.main', outlineOffset: 2 } }}
    >
      <AlertTitle id={titleId}>{t('form.errorSummary.title', { count: errors.length })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {errors.map((error) => (
          <li key={error.name}>
            <Link
              href={`#${error.targetId}`}
              color="inherit"
              sx={{ fontWeight: 600 }}
              onClick={(event) => {
                event.preventDefault();
                const target = document.getElementById(error.targetId);
                target?.focus();
                target?.scrollIntoView({ block: 'center' });
              }}
            >
              {t('form.errorSummary.item', { label: error.label, message: error.message })}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * The summary's focus after a failed save: `failed` marks it (the submit's invalid callback or a
 * refused save), and once submitting has ended — react-hook-form publishes the errors then — the
 * summary takes the focus, so the reader starts at the list that links to each field.
 */
export function useSummaryFocus(isSubmitting: boolean) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current || isSubmitting) return;
    pending.current = false;
    summaryRef.current?.focus();
  });
  const failed = () => {
    pending.current = true;
  };
  return { summaryRef, failed };
}
