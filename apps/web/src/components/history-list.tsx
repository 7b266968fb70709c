import type { AuditEntry } from '@manabiya/domain/contracts/audit';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../lib/format-date.ts';

export interface HistoryListProps {
  entries: readonly AuditEntry[] | undefined;
  /** Field name → its label ("name" → "氏名"); unknown fields show their name. */
  fieldLabel?: (field: string) => string;
  /** Simpler than `fieldLabel`: labels of the fields that have one. */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Turns a stored value into text (enum numbers into names, ids into the names the entry carries …); the default prints it as is. */
  formatValue?: (field: string, value: unknown, entry: AuditEntry) => string;
}

export function formatAuditValue(value: unknown, emptyText: string, booleanTexts: [string, string] = ['true', 'false']): string {
  if (value === null || value === undefined || value === '') return emptyText;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? booleanTexts[0] : booleanTexts[1];
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** A record an entry's value points at, by the name the entry carries (its name today), or by its id when deleted since. */
export function recordNameIn(entry: AuditEntry | undefined, kind: string, id: unknown): string {
  return entry?.names?.[kind]?.[String(id)] ?? `#${String(id)}`;
}

/** The audit history of a record, newest first: who, when (lib/format-date.ts), field: before → after. */
export function HistoryList({ entries, fieldLabel, fieldLabels, formatValue }: HistoryListProps) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  if (!entries) return null;
  if (entries.length === 0) return <Typography color="text.secondary">{t('list.noHistory')}</Typography>;
  const empty = t('list.emptyValue');
  const booleans: [string, string] = [t('list.yes'), t('list.no')];
  const show = (field: string, value: unknown, entry: AuditEntry) => (formatValue ? formatValue(field, value, entry) : formatAuditValue(value, empty, booleans));
  const labelOf = (field: string) => (fieldLabel ? fieldLabel(field) : (fieldLabels?.[field] ?? field));
  return (
    <List dense disablePadding data-testid="history-list">
      {entries.map((entry) => {
        const changes = Object.entries(entry.changes);
        return (
          <ListItem key={entry.id} divider sx={{ display: 'block', px: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('list.historyLine', { date: dates.dateTime(entry.created_at), who: entry.staff_name ?? t('list.systemActor'), action: t(`list.auditActions.${entry.action}`) })}
            </Typography>
            {changes.length > 0 && (
              <List dense disablePadding sx={{ pl: 2 }}>
                {changes.map(([field, [before, after]]) => (
                  <ListItem key={field} disableGutters sx={{ py: 0, display: 'block', wordBreak: 'break-word' }}>
                    <Typography variant="body2" component="span" color="text.secondary">
                      {labelOf(field)}:{' '}
                    </Typography>
                    <Typography variant="body2" component="span">
                      {show(field, before, entry)} → {show(field, after, entry)}
                    </Typography>
                  </ListItem>
                ))}
              </List>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
