import type { AttemptSection } from '@manabiya/domain/contracts/tests';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden.ts';

/** A section's title as shown (one removed from the test after the attempt keeps its number). */
export function useSectionTitle() {
  const { t } = useTranslation();
  return (section: AttemptSection, number: number) => section.title || t('testTaking.sections.untitled', { number });
}

/**
 * Where a CAB attempt in timed sections stands (decision 048, "CAB sections"): "セクション 2/3 — 計数"
 * and every section in order, those left marked done (no going back), each with its time limit.
 */
export function SectionStepper({ sections }: { sections: readonly AttemptSection[] }) {
  const { t } = useTranslation();
  const titleOf = useSectionTitle();
  const current = sections.findIndex((section) => section.state === 'current');
  const section = sections[current];
  return (
    <Box data-testid="section-stepper" sx={{ mt: 2 }}>
      {section && (
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, wordBreak: 'break-word' }} data-testid="section-heading" data-section={section.index}>
          {t('testTaking.sections.heading', { number: current + 1, count: sections.length, title: titleOf(section, current + 1) })}
        </Typography>
      )}
      <Stepper activeStep={current} alternativeLabel aria-label={t('testTaking.sections.label')} sx={{ mt: 1.5, '& .MuiStepLabel-label': { wordBreak: 'break-word' } }}>
        {sections.map((entry, index) => (
          <Step key={entry.index} completed={entry.state === 'done'} data-testid="section-step" data-state={entry.state}>
            <StepLabel
              optional={
                <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block', textAlign: 'center' }}>
                  {t('testTaking.facts.minutes', { count: entry.time_limit_minutes })}
                </Typography>
              }
            >
              {titleOf(entry, index + 1)}
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {t(`testTaking.sections.state.${entry.state}`)}
              </Box>
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
