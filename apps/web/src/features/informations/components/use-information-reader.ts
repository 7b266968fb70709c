import type { InformationItem } from '@manabiya/domain/contracts/informations';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { informationKeys, markInformationRead, type ReaderArea } from '../api/information-api.ts';

export interface InformationReader {
  /** The notice the detail dialog shows (kept after closing, for the closing transition). */
  current: InformationItem | null;
  detailOpen: boolean;
  /** True while a read mark or the refresh after it runs. */
  busy: boolean;
  /** Spec §4: posts a read mark if unread, refreshes the list, then opens the detail. */
  openNotice: (item: InformationItem) => Promise<void>;
  closeDetail: () => void;
}

/** The read flow shared by the bell, the urgent alert, the banner and the notices page. */
export function useInformationReader(area: ReaderArea | undefined): InformationReader {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showSnackbar = useSnackbar();
  const [current, setCurrent] = useState<InformationItem | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const openNotice = useCallback(
    async (item: InformationItem) => {
      if (!area) return;
      setBusy(true);
      try {
        if (!item.read) {
          try {
            await markInformationRead(area, item.id);
          } catch (error) {
            // The notice is still shown: the reader asked for it and its text is already here.
            showSnackbar((isApiError(error) && error.message) || t('errors.unexpected'), 'error');
          }
        }
        await queryClient.invalidateQueries({ queryKey: informationKeys.all });
      } finally {
        setBusy(false);
      }
      setCurrent(item);
      setDetailOpen(true);
    },
    [area, queryClient, showSnackbar, t],
  );

  const closeDetail = useCallback(() => setDetailOpen(false), []);
  return { current, detailOpen, busy, openNotice, closeDetail };
}
