import type { AuditEntry } from '@manabiya/domain/contracts/audit';
import type { Section } from '@manabiya/domain/permissions/sections';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, matchPath, useLocation } from 'react-router';
import { useSectionAccess } from '../../lib/use-section-access.ts';
import { DetailSection } from '../detail-section.tsx';
import { ErrorMessage } from '../error-message.tsx';
import { HistoryList, type HistoryListProps } from '../history-list.tsx';
import { readAbility } from './row-abilities.ts';

export interface AdminDetailPageProps<R extends object, K extends QueryKey, H extends QueryKey> {
  /** The section whose write level allows editing when the item carries no `abilities`. */
  section: Section;
  /**
   * The list page (`/admin/company`), where the back link goes; the detail page is its `/:id`, and
   * since the portal matches its pages itself, the id is read from that path.
   */
  listPath: string;
  backLabel: string;
  detailQuery: (id: number) => UseQueryOptions<R, Error, R, K>;
  historyQuery: (id: number) => UseQueryOptions<AuditEntry[], Error, AuditEntry[], H>;
  title: (item: R) => ReactNode;
  /** The item's fields in the first card. */
  facts: (item: R) => ReactNode;
  /** More cards between the fields and the history (related lists). */
  sections?: (item: R, id: number) => ReactNode;
  /** How the history names fields and shows values. */
  history: Omit<HistoryListProps, 'entries'>;
  form: (item: R, onClose: () => void) => ReactNode;
}

/** An admin record's page: back to its list, its fields with an edit button where it may be edited, related cards and its history. */
export function AdminDetailPage<R extends object, K extends QueryKey, H extends QueryKey>(props: AdminDetailPageProps<R, K, H>) {
  const { section, listPath, backLabel, detailQuery, historyQuery, title, facts, sections, history: historyProps, form } = props;
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const id = Number(matchPath(`${listPath}/:id`, pathname)?.params.id);
  const valid = Number.isInteger(id) && id > 0;
  const item = useQuery({ ...detailQuery(id), enabled: valid });
  const history = useQuery({ ...historyQuery(id), enabled: valid });
  const [editing, setEditing] = useState(false);
  const { canWrite } = useSectionAccess(section);
  const canEdit = item.data ? (readAbility(item.data, 'edit') ?? canWrite) : false;
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={listPath} startIcon={<ArrowBackIcon />} size="small">
          {backLabel}
        </Button>
      </Box>
      {item.error && <ErrorMessage error={item.error} />}
      {item.data && (
        <>
          <DetailSection
            title={title(item.data)}
            action={
              canEdit && (
                <Button variant="outlined" size="small" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                  {t('form.edit')}
                </Button>
              )
            }
          >
            {facts(item.data)}
          </DetailSection>
          {sections?.(item.data, id)}
          <DetailSection title={t('list.history')}>
            {history.error && <ErrorMessage error={history.error} />}
            <HistoryList entries={history.data} {...historyProps} />
          </DetailSection>
          {editing && form(item.data, () => setEditing(false))}
        </>
      )}
    </Stack>
  );
}
