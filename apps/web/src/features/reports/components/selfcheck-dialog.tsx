import { SelfcheckBody, type SelfcheckBodyInput, type SelfcheckItem } from '@manabiya/domain/contracts/reports';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useFormDialog } from '../../../components/form/use-form-dialog.ts';
import { useContractMessage } from '../../../lib/use-contract-message.ts';
import { useSaveSelfcheck } from '../api/report-api.ts';

/** What each level of understanding means. */
export const UNDERSTANDING_LABEL_KEYS = {
  1: 'progress.selfcheck.level1',
  2: 'progress.selfcheck.level2',
  3: 'progress.selfcheck.level3',
  4: 'progress.selfcheck.level4',
  5: 'progress.selfcheck.level5',
} as const;
const levelKey = (value: number) => UNDERSTANDING_LABEL_KEYS[value as keyof typeof UNDERSTANDING_LABEL_KEYS] ?? 'progress.selfcheck.pick';

/** Rate the understanding of one curriculum (1–5) with a comment; the latest self-check counts. */
export function SelfcheckDialog({ item, onClose }: { item: SelfcheckItem; onClose: () => void }) {
  const { t } = useTranslation();
  const contractMessage = useContractMessage();
  const [hover, setHover] = useState(-1);
  const defaultValues: SelfcheckBodyInput = {
    curriculum_id: item.curriculum_id,
    understanding: item.selfcheck?.understanding ?? 0,
    comment: item.selfcheck?.comment ?? '',
  };
  const { form, dialogProps } = useFormDialog({
    schema: SelfcheckBody,
    defaultValues,
    mutation: useSaveSelfcheck(),
    toVariables: (body) => body,
    savedMessage: () => t('progress.selfcheck.saved'),
    onClose,
  });
  return (
    <FormDialog {...dialogProps} title={t('progress.selfcheck.dialogTitle', { name: item.curriculum_name })}>
      <Controller
        control={form.control}
        name="understanding"
        render={({ field, fieldState }) => (
          <Box>
            <FormLabel component="legend" required>
              {t('progress.selfcheck.understanding')}
            </FormLabel>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 0.5 }}>
              <Rating
                name={field.name}
                value={field.value || null}
                size="large"
                onChange={(_event, value) => field.onChange(value ?? 0)}
                onChangeActive={(_event, value) => setHover(value)}
                getLabelText={(value) => t('progress.selfcheck.rated', { value })}
              />
              <Typography variant="body2">{t(levelKey(hover > 0 ? hover : field.value))}</Typography>
            </Box>
            {fieldState.error && <FormHelperText error>{contractMessage(fieldState.error.message)}</FormHelperText>}
          </Box>
        )}
      />
      <FormTextField control={form.control} name="comment" label={t('progress.selfcheck.comment')} multiline minRows={3} helperText={t('progress.selfcheck.commentHint')} />
    </FormDialog>
  );
}
