// The school works on Japan time: a notice published at 00:30 in Tokyo is dated that day.
const NOTICE_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** A notice's date as spec §9 shows it (yyyy-MM-dd, in Tokyo); the raw text when it is not a time. */
export function formatNoticeDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const parts = Object.fromEntries(NOTICE_DATE.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
