import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SafeMarkdown } from '../../../components/markdown/safe-markdown.tsx';

interface MarkdownFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  minRows?: number;
  helperText?: string;
}

/** A Markdown text with a "write / preview" switch; the preview is the same SafeMarkdown the readers see. */
export function MarkdownField<T extends FieldValues>({ control, name, label, required, minRows = 4, helperText }: MarkdownFieldProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const text = (useWatch({ control, name }) as string | undefined) ?? '';
  return (
    <Box>
      <Tabs value={tab} onChange={(_event, value: 'write' | 'preview') => setTab(value)} aria-label={label} sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36, py: 0.5 } }}>
        <Tab value="write" label={t('progress.markdown.write')} id={`${id}-write`} aria-controls={`${id}-panel`} />
        <Tab value="preview" label={t('progress.markdown.preview')} id={`${id}-preview`} aria-controls={`${id}-panel`} data-testid="markdown-preview-tab" />
      </Tabs>
      <Box id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`} sx={{ pt: 1 }}>
        {tab === 'write' ? (
          <FormTextField control={control} name={name} label={label} required={required} multiline minRows={minRows} maxRows={20} helperText={helperText ?? t('progress.markdown.hint')} />
        ) : (
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, minHeight: 96 }}>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
              {label}
            </Typography>
            {text.trim() ? <SafeMarkdown text={text} /> : <Typography color="text.secondary">{t('progress.markdown.empty')}</Typography>}
          </Box>
        )}
      </Box>
    </Box>
  );
}
