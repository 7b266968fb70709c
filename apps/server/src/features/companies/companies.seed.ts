import { eq } from 'drizzle-orm';
import { companies, companyUsers } from '../../db/schema/companies.ts';
import { staff } from '../../db/schema/staff.ts';
import { daysBefore, insertInChunks, isoDate, personName, SEED_EMAIL_DOMAIN, type DemoContext, type SeedContext } from '../../platform/sample-data.ts';

const PLACES = [
  ['東都', 'トウト', '東京都千代田区丸の内'], ['浪速', 'ナニワ', '大阪府大阪市北区梅田'], ['名港', 'メイコウ', '愛知県名古屋市中村区名駅'],
  ['博多', 'ハカタ', '福岡県福岡市博多区博多駅前'], ['北星', 'ホクセイ', '北海道札幌市中央区北一条'], ['湘南', 'ショウナン', '神奈川県藤沢市鵠沼'],
  ['杜の都', 'モリノミヤコ', '宮城県仙台市青葉区中央'], ['瀬戸内', 'セトウチ', '広島県広島市中区紙屋町'], ['京洛', 'キョウラク', '京都府京都市下京区四条'],
  ['みなと', 'ミナト', '兵庫県神戸市中央区三宮'],
] as const;
const TRADES = [
  ['システム', 'システム'], ['商事', 'ショウジ'], ['製作所', 'セイサクショ'], ['物流', 'ブツリュウ'], ['フーズ', 'フーズ'],
  ['ホールディングス', 'ホールディングス'], ['建設', 'ケンセツ'], ['電機', 'デンキ'], ['ソリューションズ', 'ソリューションズ'], ['不動産', 'フドウサン'],
] as const;

/**
 * Companies with distinct names (place × trade), sales owners and contracts; 30 % with consulting.
 * Four company users per company on average, each company at least one.
 */
export async function seedCompanies(context: SeedContext): Promise<void> {
  const { db, random, made, size, anchor, passwordHash } = context;
  const rows = Array.from({ length: size.companies }, (_, i) => {
    const [place, placeKana, address] = PLACES[i % PLACES.length]!;
    const [trade, tradeKana] = TRADES[Math.floor(i / PLACES.length) % TRADES.length]!;
    const round = Math.floor(i / (PLACES.length * TRADES.length));
    const suffix = round === 0 ? '' : ` 第${round + 1}`;
    const start = daysBefore(anchor, random.int(30, 1_500));
    return {
      name: `${place}${trade}株式会社${suffix}`,
      name_kana: `${placeKana}${tradeKana}カブシキガイシャ`,
      address: `${address}${random.int(1, 9)}-${random.int(1, 30)}-${random.int(1, 20)}`,
      phone: `0${random.int(3, 99)}-${random.int(1000, 9999)}-${random.int(1000, 9999)}`,
      contact_person: personName(random).name,
      sales_owner_id: made.salesStaffIds.length > 0 ? random.pick(made.salesStaffIds) : null,
      has_consulting_flg: i % 10 < 3,
      student_invoice_enabled: random.chance(0.4),
      contract_start: isoDate(start),
      contract_end: random.chance(0.3) ? isoDate(daysBefore(start, -730)) : null,
    };
  });
  const inserted = await db.insert(companies).values(rows).returning({ id: companies.id });
  made.companyIds = inserted.map((row) => row.id);

  const users = Array.from({ length: size.companyUsers }, (_, i) => ({
    company_id: made.companyIds[i % made.companyIds.length]!,
    email: `company-user${String(i + 1).padStart(4, '0')}@${SEED_EMAIL_DOMAIN}`,
    password_hash: passwordHash,
    ...personName(random),
    active: !random.chance(0.05),
  })).map(({ gender: _gender, ...user }) => user);
  await insertInChunks(db, companyUsers, users);
}

/** The demo's two client companies, both looked after by the demo salesperson, with one company user each. */
export async function demoCompanies({ db, passwordHash }: DemoContext): Promise<void> {
  const [salesStaff] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, 'sales@example.com'));
  const [demoCompany, sampleCompany] = await db
    .insert(companies)
    .values([
      {
        name: 'デモ株式会社',
        name_kana: 'デモカブシキガイシャ',
        address: '東京都千代田区丸の内1-1-1 デモビル8階',
        phone: '03-1234-5678',
        contact_person: '人事 次郎',
        sales_owner_id: salesStaff!.id,
        has_consulting_flg: true,
        student_invoice_enabled: true,
        contract_start: '2025-04-01',
        contract_end: '2027-03-31',
      },
      {
        name: 'サンプル商事',
        name_kana: 'サンプルショウジ',
        address: '大阪府大阪市北区梅田2-2-2 サンプルタワー12階',
        phone: '06-9876-5432',
        contact_person: '総務 三奈',
        sales_owner_id: salesStaff!.id,
        has_consulting_flg: false,
        student_invoice_enabled: false,
        contract_start: '2025-10-01',
        contract_end: null,
      },
    ])
    .returning({ id: companies.id });
  await db.insert(companyUsers).values([
    { company_id: demoCompany!.id, email: 'company@example.com', name: '人事 次郎', name_kana: 'ジンジ ジロウ', password_hash: passwordHash },
    { company_id: sampleCompany!.id, email: 'company2@example.com', name: '総務 三奈', name_kana: 'ソウム ミナ', password_hash: passwordHash },
  ]);
}
