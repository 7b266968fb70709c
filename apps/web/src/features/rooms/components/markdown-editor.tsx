import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeMarkdown } from '../../../components/markdown/safe-markdown.tsx';

interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  required?: boolean;
  minRows?: number;
  maxRows?: number;
  /** Under the field; an `error` replaces it. */
  helperText?: ReactNode;
  error?: string | null;
  disabled?: boolean;
  /** Beside the tabs (the snippets menu). */
  tools?: ReactNode;
  inputRef?: Ref<HTMLTextAreaElement>;
  'data-testid'?: string;
}

/**
 * A Markdown text with write / preview tabs; the preview is the same SafeMarkdown readers see
 * (code highlighted, raw HTML shown as text).
 */
export function MarkdownEditor({ value, onChange, label, required, minRows = 4, maxRows = 18, helperText, error, disabled, tools, inputRef, 'data-testid': testId }: MarkdownEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  return (
    <Box data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Tabs value={tab} onChange={(_event, next: 'write' | 'preview') => setTab(next)} aria-label={label} sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36, py: 0.5 } }}>
          <Tab value="write" label={t('rooms.markdown.write')} id={`${id}-write`} aria-controls={`${id}-panel`} data-testid="markdown-write-tab" />
          <Tab value="preview" label={t('rooms.markdown.preview')} id={`${id}-preview`} aria-controls={`${id}-panel`} data-testid="markdown-preview-tab" />
        </Tabs>
        {tools && <Box sx={{ ml: 'auto' }}>{tools}</Box>}
      </Box>
      <Box id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`} sx={{ pt: 1 }}>
        {tab === 'write' ? (
          <TextField
            fullWidth
            multiline
            minRows={minRows}
            maxRows={maxRows}
            label={label}
            required={required}
            disabled={disabled}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            error={Boolean(error)}
            helperText={error || helperText || t('rooms.markdown.hint')}
            slotProps={{ htmlInput: { ref: inputRef, spellCheck: false } }}
          />
        ) : (
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, minHeight: 96, maxHeight: 480, overflowY: 'auto' }} data-testid="markdown-preview">
            {value.trim() ? <SafeMarkdown text={value} /> : <Typography color="text.secondary">{t('rooms.markdown.empty')}</Typography>}
          </Box>
        )}
      </Box>
    </Box>
  );
}
