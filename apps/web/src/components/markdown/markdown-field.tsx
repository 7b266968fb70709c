import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, type Ref } from 'react';
import { SafeMarkdown } from './safe-markdown.tsx';

interface MarkdownFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLTextAreaElement | HTMLInputElement>;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** The rows of the source box: at least, at most. */
  rows: { min: number; max: number };
  preview: { title: string; empty: string; testId: string; minHeight: number; maxHeight: number | Record<string, number> };
}

/**
 * Markdown source beside its rendered preview (stacked on a phone): the preview follows typing a
 * moment later and shows what readers will see, through the same SafeMarkdown they read it with.
 */
export function MarkdownField({ label, name, value, onChange, onBlur, inputRef, error, helperText, required, disabled, rows, preview }: MarkdownFieldProps) {
  const deferred = useDeferredValue(value);
  const previewId = useId();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2, alignItems: 'start' }}>
      <TextField
        label={label}
        required={required}
        multiline
        minRows={rows.min}
        maxRows={rows.max}
        fullWidth
        name={name}
        value={value}
        disabled={disabled}
        inputRef={inputRef}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        helperText={helperText}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 14, lineHeight: 1.6 } } }}
      />
      <Box component="section" aria-labelledby={previewId} sx={{ minWidth: 0 }}>
        <Typography id={previewId} variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
          {preview.title}
        </Typography>
        <Box data-testid={preview.testId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, minHeight: preview.minHeight, maxHeight: preview.maxHeight, overflow: 'auto' }}>
          {deferred.trim() ? <SafeMarkdown text={deferred} /> : <Typography color="text.secondary">{preview.empty}</Typography>}
        </Box>
      </Box>
    </Box>
  );
}
