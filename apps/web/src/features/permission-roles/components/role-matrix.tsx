import { ACCESS_LEVEL, choicesFor, type AccessLevel } from '@manabiya/domain/permissions/access-levels';
import { SECTIONS, type Section } from '@manabiya/domain/permissions/sections';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../lib/use-contract-message.ts';
import type { PermissionRoleBody } from '@manabiya/domain/contracts/permission-roles';

/** Strongest first, as the matrix's columns read. */
const COLUMNS: readonly AccessLevel[] = [ACCESS_LEVEL.all, ACCESS_LEVEL.write, ACCESS_LEVEL.read, ACCESS_LEVEL.none];
export const LEVEL_KEYS = { 0: 'all', 1: 'write', 2: 'read', 3: 'none' } as const;

export type RoleFormValues = PermissionRoleBody;

const GRID = { display: 'grid', gridTemplateColumns: 'minmax(96px, 1fr) repeat(4, minmax(52px, 76px))', alignItems: 'center', columnGap: 0.5 } as const;

function MatrixRow({ control, section, readOnly }: { control: Control<RoleFormValues>; section: Section; readOnly: boolean }) {
  const { t } = useTranslation();
  const labelId = useId();
  const { field, fieldState } = useController({ control, name: `levels.${section}` });
  const contractMessage = useContractMessage();
  const choices = choicesFor(section);
  const sectionName = t(`admin.sections.${section}`);
  return (
    <Box role="radiogroup" aria-labelledby={labelId} data-section={section} sx={{ ...GRID, py: 0.25, borderBottom: 1, borderColor: 'divider' }}>
      <Box>
        <Typography id={labelId} variant="body2">
          {sectionName}
        </Typography>
        {fieldState.error?.message && <FormHelperText error>{contractMessage(fieldState.error.message)}</FormHelperText>}
      </Box>
      {COLUMNS.map((level) =>
        choices.includes(level) ? (
          <Box key={level} sx={{ textAlign: 'center' }}>
            <Radio
              size="small"
              name={`${field.name}`}
              value={level}
              checked={field.value === level}
              disabled={readOnly}
              onChange={() => field.onChange(level)}
              slotProps={{ input: { 'aria-label': t(`admin.role.levels.${LEVEL_KEYS[level]}`), ref: level === field.value ? field.ref : undefined } }}
            />
          </Box>
        ) : (
          <Box key={level} aria-hidden sx={{ textAlign: 'center', color: 'text.disabled' }}>
            —
          </Box>
        ),
      )}
    </Box>
  );
}

/**
 * The permission matrix: one row per section (spec §6), one radio per level the section's choice
 * set offers, so a level the server would refuse cannot be picked.
 */
export function RoleMatrix({ control, readOnly = false }: { control: Control<RoleFormValues>; readOnly?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="role-matrix" sx={{ overflowX: 'auto' }}>
      <Box aria-hidden sx={{ ...GRID, pb: 0.5, borderBottom: 2, borderColor: 'divider' }}>
        <Typography variant="caption" color="text.secondary">
          {t('admin.role.section')}
        </Typography>
        {COLUMNS.map((level) => (
          <Typography key={level} variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t(`admin.role.levels.${LEVEL_KEYS[level]}`)}
          </Typography>
        ))}
      </Box>
      {SECTIONS.map((section) => (
        <MatrixRow key={section} control={control} section={section} readOnly={readOnly} />
      ))}
    </Box>
  );
}
