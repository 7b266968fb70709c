import type { OutgoingMail } from '../../platform/mail.ts';

/** What the student is told of: a teacher's reply, a judgement (OK or NG), or a request to redo a passed assignment. */
export type RoomNoticeKind = 'reply' | 'ok' | 'ng' | 'redo';

export interface RoomNotice {
  kind: RoomNoticeKind;
  productName: string;
  studentName: string;
  teacherName: string;
  stepTitle: string;
  /** The teacher's message (Markdown, as written). */
  body: string;
  link: string;
}

/** The longest part of a message a mail quotes; the rest is in the room. */
const QUOTE_CHARS = 1_000;

const SUBJECTS: Record<RoomNoticeKind, (step: string) => string> = {
  reply: (step) => `「${step}」のルームに講師から返信がありました`,
  ok: (step) => `「${step}」の課題が合格（OK）になりました`,
  ng: (step) => `「${step}」の課題に修正のお願いがあります（NG）`,
  redo: (step) => `「${step}」の課題のやり直しのお願い`,
};

const LEADS: Record<RoomNoticeKind, (teacher: string, step: string) => string[]> = {
  reply: (teacher, step) => [`「${step}」のルームに ${teacher} さんから返信がありました。`],
  ok: (teacher, step) => [`${teacher} さんが「${step}」の課題を合格（OK）と判定しました。このステップは完了になりました。`],
  ng: (teacher, step) => [`${teacher} さんが「${step}」の課題を NG と判定しました。`, 'フィードバックを読んで修正し、もう一度提出してください。'],
  redo: (teacher, step) => [`${teacher} さんから「${step}」の課題のやり直しを依頼されました。このステップは未完了に戻りました。`, '理由を読んで、もう一度提出してください。'],
};

/** The student's mail of a teacher's reply, a judgement or a redo request (written to the outbox with the change). */
export function buildRoomNoticeMail(to: string, notice: RoomNotice): OutgoingMail {
  const quote = notice.body.length > QUOTE_CHARS ? `${notice.body.slice(0, QUOTE_CHARS)}…` : notice.body;
  return {
    to,
    subject: `【${notice.productName}】${SUBJECTS[notice.kind](notice.stepTitle)}`,
    text: [
      `${notice.studentName} 様`,
      '',
      ...LEADS[notice.kind](notice.teacherName, notice.stepTitle),
      '',
      '----',
      quote,
      '----',
      '',
      '続きはルームで確認してください。',
      notice.link,
    ].join('\n'),
  };
}

export interface OverdueDigest {
  productName: string;
  staffName: string;
  reviewTargetHours: number;
  total: number;
  rooms: Array<{ studentName: string; stepTitle: string; waitedHours: number; link: string }>;
  queueLink: string;
}

function waited(hours: number): string {
  const days = Math.floor(hours / 24);
  return days > 0 ? `${days}日${hours % 24}時間` : `${hours}時間`;
}

/** A staff member's daily mail of the rooms waiting on a teacher beyond the review target, longest waiting first. */
export function buildOverdueDigestMail(to: string, digest: OverdueDigest): OutgoingMail {
  const more = digest.total - digest.rooms.length;
  return {
    to,
    subject: `【${digest.productName}】レビューの目安を過ぎたルームが ${digest.total} 件あります`,
    text: [
      `${digest.staffName} 様`,
      '',
      `レビューの目安（${digest.reviewTargetHours}時間）を過ぎても講師の返信を待っているルームが ${digest.total} 件あります。待ち時間の長い順です。`,
      '',
      ...digest.rooms.flatMap((room) => [`・${room.studentName} さん「${room.stepTitle}」 ${waited(room.waitedHours)}待ち`, `  ${room.link}`]),
      ...(more > 0 ? ['', `ほか ${more} 件はレビュー待ちの一覧で確認してください。`] : []),
      '',
      `レビュー待ちの一覧: ${digest.queueLink}`,
      '',
      'このメールは毎日、目安を過ぎたルームがある日に届きます。受け取りはレビュー待ちの一覧の設定で止められます。',
    ].join('\n'),
  };
}
