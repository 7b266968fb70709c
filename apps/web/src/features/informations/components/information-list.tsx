import DoneAllIcon from '@mui/icons-material/DoneAll';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InformationItem } from '@manabiya/domain/contracts/informations';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { formatNoticeDate } from '../../../lib/format-date.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { informationPagesQuery, useMarkAllInformationsRead } from '../api/information-api.ts';
import { InformationDetailDialog } from './information-detail-dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PriorityChip } from './priority-chip.tsx';
import { UnreadDot } from './unread-dot.tsx';
import { freshestOf, useInformationSummary } from './use-information-summary.ts';
import { useInformationReader } from './use-information-reader.ts';

/** The search term kept in the URL (`?q=`), applied 400 ms after typing stops or on Enter. */
function useSearchTerm(): { text: string; setText: (text: string) => void; q: string; apply: () => void } {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [text, setText] = useState(q);
  const [seen, setSeen] = useState(q);
  // The URL changed under us (back button, a link): show its term.
  if (q !== seen) {
    setSeen(q);
    setText(q);
  }
  const commit = useCallback(
    (term: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (term) next.set('q', term);
          else next.delete('q');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  useEffect(() => {
    const term = text.trim();
    if (term === q) return undefined;
    const timer = setTimeout(() => commit(term), 400);
    return () => clearTimeout(timer);
  }, [text, q, commit]);
  const apply = () => {
    if (text.trim() !== q) commit(text.trim());
  };
  return { text, setText, q, apply };
}

/** The rows of the pages loaded so far; a notice published meanwhile may push one onto the next page, so each shows once. */
function rowsOf(pages: ReadonlyArray<{ items: InformationItem[] }> | undefined): InformationItem[] {
  const seen = new Set<number>();
  return (pages ?? []).flatMap((page) => page.items).filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

/**
 * The notices page of the student and company portals: the notices page by page (20 at a time,
 * newest first, 「もっと見る」 for the next), searchable by subject and content (on the server),
 * with 「すべて既読にする」 for all of them. The unread count comes from the summary the bell uses.
 */
export function InformationList() {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const { scope, summary } = useInformationSummary();
  const search = useSearchTerm();
  const options = informationPagesQuery(scope?.area ?? 'student', scope?.companyId ?? null, search.q);
  const pages = useInfiniteQuery({ ...options, enabled: scope !== null && options.enabled !== false });
  const items = useMemo(() => rowsOf(pages.data?.pages), [pages.data]);
  const total = pages.data?.pages[0]?.total ?? 0;
  const searching = search.q !== '' && scope !== null;
  const loading = pages.isLoading;
  const reader = useInformationReader(scope?.area);
  const markAll = useMarkAllInformationsRead(scope?.area);
  const current = freshestOf(reader.current, items);
  // The unread count and "mark all" are about every notice, whatever the search shows.
  const unread = summary.unread_count;
  const listRef = useRef<HTMLUListElement>(null);
  const markAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: ({ marked }) => showSnackbar(t('informations.page.markedAllRead', { count: marked })),
      onError: (error) => showSnackbar((isApiError(error) && error.message) || t('errors.unexpected'), 'error'),
    });
  // Keyboard and screen-reader users continue at the first notice that came in with 「もっと見る」.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (focusFrom.current === null || items.length <= focusFrom.current) return;
    listRef.current?.querySelectorAll<HTMLElement>('[data-testid="information-list-row"]')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [items]);
  const showMore = () => {
    focusFrom.current = items.length;
    void pages.fetchNextPage().then((result) => {
      if (result.isError) focusFrom.current = null;
    });
  };
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('informations.page.lead')}
        {unread > 0 && (
          <Box component="span" data-testid="information-unread-count">
            {` ${t('informations.page.unreadCount', { count: unread })}`}
          </Box>
        )}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          type="search"
          label={t('informations.page.search')}
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search.apply();
          }}
          sx={{ minWidth: { sm: 300 } }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> }, htmlInput: { maxLength: 100 } }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon />}
          onClick={markAllRead}
          disabled={unread === 0 || markAll.isPending}
          title={unread === 0 ? t('informations.page.nothingToMark') : undefined}
          data-testid="information-mark-all-read"
        >
          {t('informations.page.markAllRead')}
        </Button>
      </Stack>
      {searching && !loading && !pages.isPlaceholderData && (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }} data-testid="information-search-result">
          {t('informations.page.searchResult', { q: search.q, count: total })}
        </Typography>
      )}
      {pages.error && <ErrorMessage error={pages.error} sx={{ mb: 2 }} />}
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        {loading ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 6, color: 'text.secondary' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('informations.loading')}</Typography>
          </Box>
        ) : items.length === 0 ? (
          <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary" data-testid="information-empty">
            {searching ? t('informations.page.searchEmpty', { q: search.q }) : t('informations.empty')}
          </Typography>
        ) : (
          <List ref={listRef} disablePadding aria-label={t('informations.title')} data-testid="information-list">
            {items.map((item) => (
              <ListItem key={item.id} disablePadding sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
                <ListItemButton
                  onClick={() => void reader.openNotice(item)}
                  disabled={reader.busy}
                  data-testid="information-list-row"
                  data-unread={!item.read}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '10px minmax(0, 1fr)', sm: '10px 100px 88px minmax(0, 1fr)' },
                    gridTemplateAreas: { xs: '"dot meta" "dot subject"', sm: '"dot date priority subject"' },
                    columnGap: 2,
                    rowGap: 0.5,
                    alignItems: 'center',
                    px: { xs: 2, sm: 3 },
                    py: 1.5,
                  }}
                >
                  <Box sx={{ gridArea: 'dot', display: 'flex' }}>
                    <UnreadDot unread={!item.read} />
                  </Box>
                  <Box sx={{ gridArea: { xs: 'meta', sm: 'auto' }, display: { xs: 'flex', sm: 'contents' }, alignItems: 'center', gap: 1.5 }}>
                    <Typography component="time" dateTime={item.created_at} variant="body2" color="text.secondary" sx={{ gridArea: { sm: 'date' }, fontVariantNumeric: 'tabular-nums' }}>
                      {formatNoticeDate(item.created_at)}
                    </Typography>
                    <Box sx={{ gridArea: { sm: 'priority' } }}>
                      <PriorityChip priority={item.priority} />
                    </Box>
                  </Box>
                  <Typography sx={{ gridArea: 'subject', fontWeight: item.read ? 400 : 700, wordBreak: 'break-word' }}>{item.name}</Typography>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      {!loading && items.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2, alignItems: 'center', justifyContent: 'center' }}>
          <Typography variant="body2" color="text.secondary" role="status" data-testid="information-shown">
            {t('informations.page.shown', { count: items.length, total: Math.max(total, items.length) })}
          </Typography>
          {pages.hasNextPage && (
            <Button
              variant="outlined"
              onClick={showMore}
              disabled={pages.isFetchingNextPage}
              startIcon={pages.isFetchingNextPage ? <CircularProgress size={16} aria-hidden /> : <ExpandMoreIcon />}
              sx={{ width: { xs: '100%', sm: 'auto' }, minHeight: 44 }}
              data-testid="information-load-more"
            >
              {t('informations.page.loadMore')}
            </Button>
          )}
        </Stack>
      )}
      <InformationDetailDialog notice={current} open={reader.detailOpen} onClose={reader.closeDetail} />
    </Box>
  );
}
