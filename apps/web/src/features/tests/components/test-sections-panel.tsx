import { MAX_TEST_SECTIONS, MAX_TIME_LIMIT_MINUTES, TestSectionsBody, type TestDetail, type TestSectionsBodyInput } from '@manabiya/domain/contracts/tests';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import TimerIcon from '@mui/icons-material/TimerOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../components/detail-section.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormNumberField } from '../../../components/form/form-number-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useFormDialog } from '../../../components/form/use-form-dialog.ts';
import { useReplaceSections } from '../api/admin-test-api.ts';

/** The limit a section added in the dialog starts with. */
const NEW_SECTION_MINUTES = 10;

/**
 * The timed sections of a CAB test on its editor page (decision 048, "CAB sections"): in the order a
 * student takes them, each with its time limit and questions, their total (the attempt's time), and
 * a warning while questions are in none (the test cannot be published so).
 */
export function TestSectionsPanel({ test, canEdit }: { test: TestDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const totalMinutes = test.sections.reduce((sum, section) => sum + section.time_limit_minutes, 0);
  const unassigned = test.sections.length === 0 ? 0 : test.questions.filter((question) => question.section_id === null).length;
  return (
    <DetailSection
      title={t('tests.sections.title', { count: test.sections.length })}
      lead={t('tests.sections.lead')}
      action={
        canEdit && (
          <Button variant="outlined" size="small" startIcon={<EditIcon />} onClick={() => setEditing(true)} data-testid="sections-edit">
            {t('tests.sections.edit')}
          </Button>
        )
      }
    >
      {test.sections.length === 0 ? (
        <Typography color="text.secondary">{t('tests.sections.none')}</Typography>
      ) : (
        <>
          <Box component="ol" aria-label={t('tests.sections.listLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="section-list">
            {test.sections.map((section, index) => (
              <Box
                component="li"
                key={section.id}
                data-testid="section-row"
                sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap' }}
              >
                <Typography component="span" color="text.secondary" sx={{ width: 28, textAlign: 'right', flexShrink: 0 }}>
                  {index + 1}.
                </Typography>
                <Typography component="span" sx={{ fontWeight: 600, flex: '1 1 120px', minWidth: 0, wordBreak: 'break-word' }}>
                  {section.title}
                </Typography>
                <Chip size="small" variant="outlined" icon={<TimerIcon />} label={t('tests.minutes', { count: section.time_limit_minutes })} />
                <Typography variant="body2" color="text.secondary" sx={{ minWidth: 48, textAlign: 'right' }}>
                  {t('tests.sections.questionCount', { count: section.question_count })}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }} data-testid="sections-total">
            {t('tests.sections.total', { count: totalMinutes })}
          </Typography>
          {unassigned > 0 && (
            <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="sections-unassigned">
              {t('tests.sections.unassigned', { count: unassigned })}
            </Alert>
          )}
        </>
      )}
      {editing && <TestSectionsDialog test={test} onClose={() => setEditing(false)} />}
    </DetailSection>
  );
}

/** The whole list of sections as one form: titles, limits, order, new and removed ones, saved together (the server replaces the list). */
function TestSectionsDialog({ test, onClose }: { test: TestDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, dialogProps } = useFormDialog({
    schema: TestSectionsBody,
    defaultValues: { sections: test.sections.map(({ id, title, time_limit_minutes }) => ({ id, title, time_limit_minutes })) } satisfies TestSectionsBodyInput,
    mutation: useReplaceSections(),
    toVariables: (body) => ({ testId: test.id, body }),
    savedMessage: () => t('tests.sections.saved'),
    onClose,
  });
  const { control } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'sections', keyName: 'fieldId' });
  const values = useWatch({ control, name: 'sections' }) ?? [];
  const questionsOf = (id: number | undefined) => test.sections.find((section) => section.id === id)?.question_count ?? 0;
  const totalMinutes = values.reduce((sum, section) => sum + (Number(section?.time_limit_minutes) || 0), 0);
  return (
    <FormDialog {...dialogProps} maxWidth="md" title={t('tests.sections.editTitle')} submitLabel={t('form.save')}>
      <Typography variant="body2" color="text.secondary">
        {t('tests.sections.editLead')}
      </Typography>
      {fields.length === 0 && <Typography color="text.secondary">{t('tests.sections.none')}</Typography>}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {fields.map((field, index) => {
          const name = t('tests.sections.sectionNumber', { number: index + 1 });
          const questions = questionsOf(values[index]?.id);
          return (
            <Box component="li" key={field.fieldId} data-testid="section-form-row" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
              <Typography component="span" color="text.secondary" sx={{ width: 24, mt: 1, flexShrink: 0 }}>
                {index + 1}.
              </Typography>
              <FormTextField
                control={control}
                name={`sections.${index}.title`}
                label={t('tests.sections.titleField')}
                size="small"
                autoComplete="off"
                helperText={questions > 0 ? t('tests.sections.questionCount', { count: questions }) : undefined}
                sx={{ flex: { xs: '1 1 calc(100% - 40px)', sm: '1 1 auto' } }}
              />
              <FormNumberField
                control={control}
                name={`sections.${index}.time_limit_minutes`}
                label={t('tests.sections.minutesField')}
                min={1}
                max={MAX_TIME_LIMIT_MINUTES}
                size="small"
                sx={{ width: { xs: 120, sm: 130 }, flexShrink: 0, ml: { xs: 4, sm: 0 } }}
              />
              <Box sx={{ display: 'flex', flexShrink: 0, ml: 'auto' }}>
                <IconButton aria-label={t('tests.sections.moveUp', { name })} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton aria-label={t('tests.sections.moveDown', { name })} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton aria-label={t('tests.sections.remove', { name })} onClick={() => remove(index)}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Box>
            </Box>
          );
        })}
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" startIcon={<AddIcon />} onClick={() => append({ title: '', time_limit_minutes: NEW_SECTION_MINUTES })} disabled={fields.length >= MAX_TEST_SECTIONS}>
          {t('tests.sections.add')}
        </Button>
        {fields.length > 0 && <Typography variant="body2">{t('tests.sections.total', { count: totalMinutes })}</Typography>}
      </Stack>
    </FormDialog>
  );
}
