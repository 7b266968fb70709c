import type { InformationAdminItem, InformationReader } from '@manabiya/domain/contracts/informations';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExportButton } from '../../../components/data-table/csv-export-button.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { informationUnreadCsvPath, informationUnreadQuery } from '../api/information-admin-api.ts';
import { reachPercent } from './reach-progress.tsx';
import { usePhone } from '../../../lib/use-phone.ts';

const PAGE_SIZES = [20, 50, 100];
type AccountType = InformationReader['account_type'];

interface InformationReachDialogProps {
  information: InformationAdminItem;
  /** Level `all`: the unread list can be exported. */
  canExport: boolean;
  onClose: () => void;
}

/** A notice's reach: how many of its audience read it, and who has not (searchable, CSV). */
export function InformationReachDialog({ information, canExport, onClose }: InformationReachDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = usePhone();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [accountType, setAccountType] = useState<AccountType | ''>('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] ?? 20);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(text.trim());
      setPage(0);
    }, 400);
    return () => clearTimeout(timer);
  }, [text]);

  const filters = new URLSearchParams();
  if (q) filters.set('q', q);
  if (accountType) filters.set('account_type', accountType);
  const csvQuery = filters.toString();
  const paged = new URLSearchParams(filters);
  paged.set('page', String(page));
  paged.set('page_size', String(pageSize));
  const unread = useQuery(informationUnreadQuery(information.id, paged.toString()));
  const percent = reachPercent(information.read_count, information.audience_count);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>
        {t('informations.admin.reachTitle')}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {information.name}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {!information.published && <Alert severity="info">{t('informations.admin.reachNotPublished')}</Alert>}
          <Box>
            <Typography data-testid="information-reach-summary" sx={{ fontWeight: 600 }}>
              {t('informations.admin.reachSummary', { read: information.read_count, audience: information.audience_count, percent })}
            </Typography>
            <LinearProgress variant="determinate" value={percent} aria-label={t('informations.admin.reachPercent', { percent })} sx={{ mt: 1, height: 8, borderRadius: 4 }} />
          </Box>
          <Typography variant="subtitle1" component="h3">
            {t('informations.admin.unreadList')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              size="small"
              type="search"
              label={t('informations.admin.unreadSearch')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              sx={{ minWidth: { sm: 280 } }}
              slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
            />
            <TextField
              select
              size="small"
              label={t('informations.admin.accountType')}
              value={accountType}
              onChange={(event) => {
                setAccountType(event.target.value as AccountType | '');
                setPage(0);
              }}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">{t('list.all')}</MenuItem>
              <MenuItem value="student">{t('informations.admin.accountTypes.student')}</MenuItem>
              <MenuItem value="company">{t('informations.admin.accountTypes.company')}</MenuItem>
            </TextField>
            <Box sx={{ flexGrow: 1 }} />
            {canExport && <CsvExportButton path={informationUnreadCsvPath(information.id, csvQuery)} fallbackName={`information-${information.id}-unread.csv`} />}
          </Stack>
          {unread.error && <ErrorMessage error={unread.error} />}
          <TableContainer>
            <Table size="small" aria-label={t('informations.admin.unreadTable')} data-testid="information-unread">
              <TableHead>
                <TableRow>
                  <TableCell>{t('informations.admin.person')}</TableCell>
                  <TableCell>{t('informations.admin.affiliation')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {unread.data?.items.map((reader) => (
                  <TableRow key={`${reader.account_type}-${reader.id}`}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      <Typography variant="body2">{reader.name}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {reader.email}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      <Chip size="small" variant="outlined" label={t(`informations.admin.accountTypes.${reader.account_type}`)} sx={{ mb: 0.5 }} />
                      <Typography variant="body2">{reader.company_name}</Typography>
                    </TableCell>
                  </TableRow>
                ))}
                {unread.data?.items.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={2}>
                      <Typography variant="body2" color="text.secondary">
                        {t('informations.admin.noUnread')}
                      </Typography>
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          {unread.isFetching && !unread.data && <LinearProgress aria-label={t('form.loading')} />}
          <TablePagination
            component="div"
            count={unread.data?.total ?? 0}
            page={page}
            rowsPerPage={pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t('informations.admin.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('form.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
