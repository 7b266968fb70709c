import Button from '@mui/material/Button';
import { useId, type ReactNode } from 'react';

interface FilePickButtonProps {
  /** The button's words, also the file input's accessible name. */
  label: string;
  /** What the system picker offers (`accept`). */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  startIcon?: ReactNode;
  /** The id of the text that says which files are taken. */
  describedBy?: string;
  /** The hidden input's test id. */
  testId?: string;
  onFiles: (files: File[]) => void;
}

/**
 * A button that opens the system's file picker (a label for a hidden file input, so it works by
 * keyboard and in every browser) and hands over the files picked. The input is emptied after each
 * pick, so the same file may be picked again after it was taken off.
 */
export function FilePickButton({ label, accept, multiple = false, disabled = false, startIcon, describedBy, testId, onFiles }: FilePickButtonProps) {
  const inputId = useId();
  return (
    <>
      <Button component="label" htmlFor={inputId} variant="outlined" size="small" startIcon={startIcon} disabled={disabled}>
        {label}
      </Button>
      <input
        id={inputId}
        type="file"
        hidden
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        aria-label={label}
        aria-describedby={describedBy}
        data-testid={testId}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </>
  );
}
