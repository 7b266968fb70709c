import { MESSAGE_TYPE, ROOM_CHECK_STATUS, ROOM_STATUS, type ReviewAgeBand, type WaitingOn } from '@manabiya/domain/enums/rooms';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/format-date.ts';

type Named<T extends Record<string, number>> = keyof T & string;
const nameOf = <T extends Record<string, number>>(values: T, value: number): Named<T> | undefined =>
  (Object.keys(values) as Array<Named<T>>).find((key) => values[key] === value);

/** The words of rooms' coded values (status, check status, message type, who the room waits on, age band). */
export function useRoomLabels() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  return {
    status: (value: number) => {
      const name = nameOf(ROOM_STATUS, value);
      return name ? t(`rooms.status.${name}`) : String(value);
    },
    checkStatus: (value: number) => {
      const name = nameOf(ROOM_CHECK_STATUS, value);
      return name ? t(`rooms.checkStatus.${name}`) : String(value);
    },
    messageType: (value: number) => {
      const name = nameOf(MESSAGE_TYPE, value);
      return name ? t(`rooms.messageType.${name}`) : String(value);
    },
    /** Who the room waits on; `all` names the queue's choice of every room. */
    waitingOn: (value: WaitingOn | 'all') => t(`rooms.waitingOn.${value}`),
    ageBand: (value: ReviewAgeBand) => t(`rooms.ageBand.${value}`),
    /** How long, in the largest units that matter: 5分, 3時間12分, 2日4時間. */
    duration: (ms: number) => {
      const minutes = Math.max(0, Math.floor(ms / 60_000));
      if (minutes < 60) return t('rooms.duration.minutes', { minutes });
      if (minutes < 24 * 60) return t('rooms.duration.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
      return t('rooms.duration.days', { days: Math.floor(minutes / (24 * 60)), hours: Math.floor(minutes / 60) % 24 });
    },
    dateTime: (iso: string) => dates.dateTime(iso),
    time: (iso: string) => dates.time(iso),
  };
}

export type RoomLabels = ReturnType<typeof useRoomLabels>;
