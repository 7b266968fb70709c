/** Every demo account signs in with this password (README, start-up banner). */
export const DEMO_PASSWORD = 'manabiya-demo';

export const DEMO_ACCOUNTS = [
  { area: 'admin', email: 'admin@example.com', description: '管理者 (admin): 全セクション' },
  { area: 'admin', email: 'teacher@example.com', description: '講師 (teacher)' },
  { area: 'admin', email: 'sales@example.com', description: '営業 (sales): 会社の編集・受講生の閲覧のみ' },
  { area: 'company', email: 'company@example.com', description: 'デモ株式会社 (コンサルあり・受講生請求あり)' },
  { area: 'company', email: 'company2@example.com', description: 'サンプル商事' },
  { area: 'student', email: 'student@example.com', description: 'デモ株式会社の受講生' },
  { area: 'student', email: 'student2@example.com', description: 'サンプル商事の受講生' },
  { area: 'student', email: 'newstudent@example.com', description: 'デモ株式会社の受講生 (初期登録前)' },
  { area: 'student', email: 'newstudent2@example.com', description: 'サンプル商事の受講生 (初期登録前)' },
] as const;
