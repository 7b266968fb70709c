import type { SelfcheckItem } from '@manabiya/domain/contracts/reports';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { selfchecksQuery } from '../api/report-api.ts';
import { SelfcheckDialog } from './selfcheck-dialog.tsx';

/**
 * The student's self-checks: each published curriculum of their course with its rating, and a
 * button that opens the dialog. `?selfcheck=<curriculum id>` in the URL opens it directly (a link
 * from a curriculum page).
 */
export function SelfcheckList() {
  const { t } = useTranslation();
  const query = useQuery(selfchecksQuery());
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<SelfcheckItem | null>(null);
  const linked = Number(params.get('selfcheck'));
  const fromLink = query.data?.find((item) => item.curriculum_id === linked) ?? null;
  const editing = open ?? fromLink;
  const close = () => {
    setOpen(null);
    if (params.has('selfcheck')) {
      const next = new URLSearchParams(params);
      next.delete('selfcheck');
      setParams(next, { replace: true });
    }
  };
  if (query.error) return <ErrorMessage error={query.error} />;
  if (!query.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label={t('form.loading')} />
      </Box>
    );
  }
  if (query.data.length === 0) return <Typography color="text.secondary">{t('progress.selfcheck.noCurricula')}</Typography>;
  return (
    <>
      <List disablePadding aria-label={t('progress.selfcheck.title')}>
        {query.data.map((item) => (
          <ListItem key={item.curriculum_id} divider sx={{ gap: 1.5, flexWrap: 'wrap', px: 0 }} data-testid="selfcheck-row">
            <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {item.position}. {item.curriculum_name}
              </Typography>
              {item.selfcheck?.comment && (
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                  {item.selfcheck.comment}
                </Typography>
              )}
            </Box>
            {item.selfcheck ? (
              <Rating value={item.selfcheck.understanding} readOnly size="small" aria-label={t('progress.selfcheck.rated', { value: item.selfcheck.understanding })} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('progress.selfcheck.none')}
              </Typography>
            )}
            <Button size="small" variant={item.selfcheck ? 'text' : 'outlined'} onClick={() => setOpen(item)} data-testid="selfcheck-open">
              {item.selfcheck ? t('progress.selfcheck.change') : t('progress.selfcheck.give')}
            </Button>
          </ListItem>
        ))}
      </List>
      {editing && <SelfcheckDialog key={editing.curriculum_id} item={editing} onClose={close} />}
    </>
  );
}
