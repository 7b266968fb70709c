import type { SurveyCompanyRate } from '@manabiya/domain/contracts/surveys';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatRate } from './use-survey-labels.ts';

/** The response rate of each company's students, lowest first (as the server orders them): who to chase. */
export function CompanyRates({ companies }: { companies: readonly SurveyCompanyRate[] }) {
  const { t, i18n } = useTranslation();
  if (companies.length === 0) return <Typography color="text.secondary">{t('surveys.results.noCompanies')}</Typography>;
  return (
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label={t('surveys.results.companiesTitle')} data-testid="survey-company-rates" sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('surveys.results.company')}
            </TableCell>
            <TableCell component="th" scope="col" align="right" sx={{ width: { xs: 96, sm: 140 } }}>
              {t('surveys.results.responded')}
            </TableCell>
            <TableCell component="th" scope="col" sx={{ width: { xs: 72, sm: 220 } }}>
              {t('surveys.results.rate')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {companies.map((company) => (
            <TableRow key={company.company_id} data-testid="survey-company-rate">
              <TableCell component="th" scope="row" sx={{ wordBreak: 'break-word' }}>
                {company.company_name}
              </TableCell>
              <TableCell align="right">{t('surveyAnswer.results.rateCounts', { count: company.response_count, target: company.target_count })}</TableCell>
              <TableCell>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                  <LinearProgress
                    variant="determinate"
                    value={Math.min(100, company.response_rate ?? 0)}
                    color={(company.response_rate ?? 0) < 50 ? 'warning' : 'primary'}
                    sx={{ flex: 1, height: 8, borderRadius: 4, display: { xs: 'none', sm: 'block' } }}
                    aria-hidden
                  />
                  <Typography variant="body2" component="span" sx={{ fontWeight: 600, minWidth: 48, textAlign: 'right' }}>
                    {formatRate(company.response_rate, i18n.language)}
                  </Typography>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
