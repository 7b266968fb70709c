import { STUDENT_STATUS } from '@manabiya/domain/enums/student';
import type { ProgressFilter } from '@manabiya/domain/enums/learning';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { progressSummaryQuery } from '../api/progress-api.ts';
import { PROGRESS_FILTER_LABEL_KEYS } from './progress-list.tsx';

/** The list this card links to: studying students behind by at least the bucket's days. */
export const bucketPath = (listPath: string, filter: number) =>
  `${listPath}?${new URLSearchParams({ ...(filter > 0 ? { progress_filter: String(filter) } : {}), status: String(STUDENT_STATUS.taking) }).toString()}`;

/** The company start page's "who is behind": how many studying students are behind by each bucket, each a link to the filtered list. */
export function ProgressBuckets({ listPath }: { listPath: string }) {
  const { t } = useTranslation();
  const query = useQuery(progressSummaryQuery());
  return (
    <Paper variant="outlined" component="section" aria-labelledby="progress-buckets-title" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mt: 2 }}>
      <Typography id="progress-buckets-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('progress.buckets.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('progress.buckets.lead')}
      </Typography>
      {query.error && <ErrorMessage error={query.error} />}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: 'repeat(7, 1fr)' }, gap: 1.5 }}>
        {(query.data?.buckets ?? Array.from({ length: 7 }, (_, index) => ({ progress_filter: index, min_delay_days: 0, count: -1 }))).map((bucket) => {
          const all = bucket.progress_filter === 0;
          const warn = !all && bucket.count > 0;
          return (
            <ButtonBase
              key={bucket.progress_filter}
              component={RouterLink}
              to={bucketPath(listPath, bucket.progress_filter)}
              data-testid="progress-bucket"
              sx={{
                display: 'block',
                textAlign: 'left',
                p: 1.5,
                borderRadius: 2,
                border: 1,
                borderColor: warn && bucket.min_delay_days >= 30 ? 'error.light' : warn ? 'warning.light' : 'divider',
                bgcolor: all ? 'action.hover' : 'background.paper',
                '&:hover': { bgcolor: 'action.selected' },
              }}
            >
              <Typography variant="body2" color="text.secondary">
                {all ? t('progress.buckets.studying') : t('progress.buckets.behind', { label: t(PROGRESS_FILTER_LABEL_KEYS[bucket.progress_filter as ProgressFilter]) })}
              </Typography>
              {bucket.count < 0 ? (
                <Skeleton width={48} height={40} />
              ) : (
                <Typography component="p" variant="h5" data-testid="bucket-count" sx={{ fontWeight: 700, color: warn ? (bucket.min_delay_days >= 30 ? 'error.main' : 'warning.dark') : 'text.primary' }}>
                  {bucket.count}
                  <Typography component="span" variant="body2" sx={{ ml: 0.5, fontWeight: 400 }}>
                    {t('progress.buckets.unit', { count: bucket.count })}
                  </Typography>
                </Typography>
              )}
            </ButtonBase>
          );
        })}
      </Box>
    </Paper>
  );
}
