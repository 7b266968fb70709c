import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../components/titled-section.tsx';
import { OwnReports } from '../../../features/reports/components/own-reports.tsx';
import { SelfcheckList } from '../../../features/reports/components/selfcheck-list.tsx';

const NAMESPACES = ['progress'] as const;
const CARD = { p: { xs: 2, sm: 3 }, borderRadius: 3 } as const;

/** /student/report: the student's daily reports (write, rewrite until checked) and self-checks per curriculum (`?selfcheck=<id>` opens one). */
export default function StudentReportPage() {
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 960 }}>
      <Paper variant="outlined" sx={CARD}>
        <TitledSection titleId="reports-title" title={t('progress.reports.ownTitle')}>
          <OwnReports />
        </TitledSection>
      </Paper>
      <Paper variant="outlined" sx={CARD}>
        <TitledSection titleId="selfcheck-title" title={t('progress.selfcheck.title')} lead={t('progress.selfcheck.lead')}>
          <SelfcheckList />
        </TitledSection>
      </Paper>
    </Box>
  );
}
