import { GENDER, type Gender } from '@manabiya/domain/enums/student';
import type { PgTable, TableConfig } from 'drizzle-orm/pg-core';
import type { Db } from './db.ts';

/*
 * The sample data a feature adds to a fresh database, registered once in features/feature-list.ts
 * (FEATURE_SAMPLE_DATA) and run in that order: `seed` by `npm run db:seed -- --size …`
 * (seed/seed-dataset.ts, decision 030), `demo` by `npm run db:demo` and the embedded database's
 * first start (demo/demo-data.ts). Each writes its own feature's tables; what it needs of the others
 * it reads from the database or finds in its context.
 */

export interface FeatureSampleData {
  name: string;
  seed?: (context: SeedContext) => Promise<void>;
  demo?: (context: DemoContext) => Promise<void>;
}

/**
 * What every feature's seed function gets: the database, the size, one deterministic random source
 * and the ids earlier features made, so the same size gives the same rows on every machine.
 */
export interface SeedContext {
  db: Db;
  size: SeedSize;
  random: Random;
  passwordHash: string;
  /** The fixed day the dataset is built around (not today), so reruns give the same rows. */
  anchor: Date;
  made: SeedIds;
  /** The demo course, whose teaching texts and videos the seeded curricula reuse. */
  demoCourse: DemoCourse;
}

/** What every feature's demo function gets; all of them run in one transaction (`db`). */
export interface DemoContext {
  db: Db;
  /** Of every demo account (the password is DEMO_PASSWORD in demo/demo-accounts.ts). */
  passwordHash: string;
  now: Date;
  /** The display time zone, in which the demo's days are counted. */
  timeZone: string;
  /** Where uploaded files are stored (the movie library's files go below it). */
  filesDir: string;
  course: DemoCourse;
  /** Where each demo student taking a course stands: the students' demo places them, learning's completes the steps that means. */
  standings: Map<number, DemoStanding>;
}

/**
 * Where a demo student stands (decision 043: the demo obeys the app's rules): days since the start,
 * days behind the plan (the steps done are chosen to give that delay, so the standing comes from the
 * plan), days since they last studied, and the room of their current assignment.
 */
export interface DemoStanding {
  elapsed: number;
  behind: number;
  /** Whole days since the last study (at least 1: the sessions end yesterday evening at the latest). */
  idle: number;
  /**
   * The room of the current step, which the learning demo makes an assignment when there is one:
   * `active` waits on a teacher or was just judged (the rooms demo picks which), `stalled_ng` was
   * judged NG when the student stopped studying, `none` has nothing submitted.
   */
  room: 'active' | 'stalled_ng' | 'none';
}

/**
 * The demo course, "Web エンジニア養成コース": read from demo/course (course.json and a Markdown file
 * per step) and demo/movies by demo/demo-course.ts.
 */
export interface DemoCourse {
  movies: DemoMovie[];
  curricula: DemoCurriculum[];
  /** A normal and an intensive course, each taking every curriculum in order. */
  courses: Array<{ name: string; description: string; mode: 0 | 1 }>;
}

export type DemoMovieKey = 'intro' | 'html' | 'javascript';

export interface DemoMovie {
  key: DemoMovieKey;
  title: string;
  description: string;
  /** The file's name as uploaded, and where it is. */
  file: string;
  filePath: string;
  contentType: 'video/mp4' | 'video/webm';
}

export interface DemoStep {
  title: string;
  /** 0: submit an assignment, 1: self-study */
  type: 0 | 1;
  standardHours: number;
  /** GitHub-flavoured Markdown, Japanese */
  body: string;
  movies?: DemoMovieKey[];
}

export interface DemoCurriculum {
  name: string;
  description: string;
  normalDays: number;
  intensiveDays: number;
  steps: DemoStep[];
}

/** Ids each seed function leaves for the ones after it. */
export interface SeedIds {
  permissionRoleIds: number[];
  staffIds: number[];
  salesStaffIds: number[];
  adminStaffIds: number[];
  companyIds: number[];
  /** The seeded courses (students are spread over them). */
  courseIds: number[];
}

export const SEED_SIZES = {
  s: { companies: 10, companyUsers: 40, students: 1_000, staff: 30, notices: 100 },
  m: { companies: 30, companyUsers: 120, students: 3_000, staff: 90, notices: 300 },
  xxl: { companies: 100, companyUsers: 400, students: 10_000, staff: 300, notices: 1_000 },
} as const;
export type SeedSizeName = keyof typeof SEED_SIZES;
export type SeedSize = (typeof SEED_SIZES)[SeedSizeName] & { name: SeedSizeName };

/** Every seeded account's email ends so; the seed refuses to run twice on one database. */
export const SEED_EMAIL_DOMAIN = 'seed.manabiya.example';

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** mulberry32: small, fast and the same sequence for the same seed everywhere. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, maxInclusive) => min + Math.floor(next() * (maxInclusive - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
  };
}

/** Inserts rows a chunk at a time (PostgreSQL takes at most 65,535 parameters per statement). */
export async function insertInChunks<T extends PgTable<TableConfig>>(db: Db, table: T, rows: T['$inferInsert'][], chunkSize = 1_000): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    await db.insert(table).values(rows.slice(start, start + chunkSize));
  }
}

export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);
export const daysBefore = (anchor: Date, days: number): Date => new Date(anchor.getTime() - days * 86_400_000);

const FAMILY_NAMES = [
  ['佐藤', 'サトウ'], ['鈴木', 'スズキ'], ['高橋', 'タカハシ'], ['田中', 'タナカ'], ['伊藤', 'イトウ'], ['渡辺', 'ワタナベ'],
  ['山本', 'ヤマモト'], ['中村', 'ナカムラ'], ['小林', 'コバヤシ'], ['加藤', 'カトウ'], ['吉田', 'ヨシダ'], ['山田', 'ヤマダ'],
  ['佐々木', 'ササキ'], ['山口', 'ヤマグチ'], ['松本', 'マツモト'], ['井上', 'イノウエ'], ['木村', 'キムラ'], ['林', 'ハヤシ'],
  ['斎藤', 'サイトウ'], ['清水', 'シミズ'], ['山崎', 'ヤマザキ'], ['森', 'モリ'], ['池田', 'イケダ'], ['橋本', 'ハシモト'],
  ['阿部', 'アベ'], ['石川', 'イシカワ'], ['山下', 'ヤマシタ'], ['中島', 'ナカジマ'], ['石井', 'イシイ'], ['小川', 'オガワ'],
  ['前田', 'マエダ'], ['岡田', 'オカダ'], ['長谷川', 'ハセガワ'], ['藤田', 'フジタ'], ['後藤', 'ゴトウ'], ['近藤', 'コンドウ'],
  ['村上', 'ムラカミ'], ['遠藤', 'エンドウ'], ['青木', 'アオキ'], ['坂本', 'サカモト'], ['斉藤', 'サイトウ'], ['福田', 'フクダ'],
  ['太田', 'オオタ'], ['西村', 'ニシムラ'], ['藤井', 'フジイ'], ['金子', 'カネコ'], ['岡本', 'オカモト'], ['藤原', 'フジワラ'],
  ['中野', 'ナカノ'], ['三浦', 'ミウラ'], ['原田', 'ハラダ'], ['中川', 'ナカガワ'], ['松田', 'マツダ'], ['竹内', 'タケウチ'],
] as const;
const GIVEN_NAMES: ReadonlyArray<readonly [string, string, Gender]> = [
  ['陽翔', 'ハルト', GENDER.man], ['蓮', 'レン', GENDER.man], ['湊', 'ミナト', GENDER.man], ['大翔', 'ヒロト', GENDER.man],
  ['悠真', 'ユウマ', GENDER.man], ['翔太', 'ショウタ', GENDER.man], ['拓海', 'タクミ', GENDER.man], ['健太', 'ケンタ', GENDER.man],
  ['大輝', 'ダイキ', GENDER.man], ['直樹', 'ナオキ', GENDER.man], ['翼', 'ツバサ', GENDER.man], ['亮', 'リョウ', GENDER.man],
  ['隆之', 'タカユキ', GENDER.man], ['誠', 'マコト', GENDER.man], ['和也', 'カズヤ', GENDER.man], ['浩二', 'コウジ', GENDER.man],
  ['達也', 'タツヤ', GENDER.man], ['智也', 'トモヤ', GENDER.man], ['修', 'オサム', GENDER.man], ['光', 'ヒカル', GENDER.unanswered],
  ['結衣', 'ユイ', GENDER.woman], ['美咲', 'ミサキ', GENDER.woman], ['葵', 'アオイ', GENDER.woman], ['さくら', 'サクラ', GENDER.woman],
  ['陽菜', 'ヒナ', GENDER.woman], ['凛', 'リン', GENDER.woman], ['真由', 'マユ', GENDER.woman], ['彩花', 'アヤカ', GENDER.woman],
  ['玲奈', 'レイナ', GENDER.woman], ['優子', 'ユウコ', GENDER.woman], ['恵', 'メグミ', GENDER.woman], ['奈々', 'ナナ', GENDER.woman],
  ['千尋', 'チヒロ', GENDER.unanswered], ['麻衣', 'マイ', GENDER.woman], ['裕子', 'ユウコ', GENDER.woman], ['明美', 'アケミ', GENDER.woman],
  ['舞', 'マイ', GENDER.woman], ['香織', 'カオリ', GENDER.woman], ['由美', 'ユミ', GENDER.woman], ['和', 'ノドカ', GENDER.unanswered],
];

export interface PersonName {
  name: string;
  name_kana: string;
  gender: Gender;
}

/** A realistic Japanese name (kanji and katakana reading, family name first). */
export function personName(random: Random): PersonName {
  const [family, familyKana] = random.pick(FAMILY_NAMES);
  const [given, givenKana, gender] = random.pick(GIVEN_NAMES);
  return { name: `${family} ${given}`, name_kana: `${familyKana} ${givenKana}`, gender };
}
