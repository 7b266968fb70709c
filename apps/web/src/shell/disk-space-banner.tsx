import { healthEndpoints } from '@manabiya/domain/endpoints/health';
import StorageIcon from '@mui/icons-material/Storage';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../lib/api-client.ts';

export const HEALTH_QUERY_KEY = ['health'] as const;
const RECHECK_MS = 60_000;

/**
 * Tells staff, under the header, that the server's disk is low and what is refused meanwhile
 * (decision 028): uploads and bulk registration below the soft floor, every save but signing in and
 * out below the hard one. Reads /api/health once a minute; shows nothing while the disk is fine or
 * when the server uses PostgreSQL (no disk to report).
 */
export function DiskSpaceBanner() {
  const { t, i18n } = useTranslation();
  const { data } = useQuery({ queryKey: HEALTH_QUERY_KEY, queryFn: () => callApi(healthEndpoints.health), refetchInterval: RECHECK_MS, retry: false });
  const disk = data?.disk;
  if (!disk || disk.state === 'ok') return null;
  return (
    <Alert
      severity={disk.state === 'critical' ? 'error' : 'warning'}
      role="status"
      data-testid="disk-space-banner"
      data-state={disk.state}
      icon={<StorageIcon fontSize="inherit" />}
      sx={{ borderRadius: 0, alignItems: 'center', px: { xs: 2, sm: 3 } }}
    >
      {t(disk.state === 'critical' ? 'shell.diskCritical' : 'shell.diskLow', { freeMb: new Intl.NumberFormat(i18n.language).format(disk.free_mb) })}
    </Alert>
  );
}
