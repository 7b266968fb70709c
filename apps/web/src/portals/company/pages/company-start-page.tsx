import { useTranslation } from 'react-i18next';
import { WelcomeCard } from '../../../components/welcome-card.tsx';
import { InformationBanner } from '../../../features/informations/components/information-banner.tsx';
import { ProgressBuckets } from '../../../features/progress/components/progress-buckets.tsx';
import { useSignedInUser } from '../../../lib/auth-store.ts';

/** /company: the user and their company, and how many of its students are behind the plan by each bucket. */
const NAMESPACES = ['progress'] as const;

export default function CompanyStartPage() {
  useTranslation(NAMESPACES);
  const { t } = useTranslation();
  const user = useSignedInUser();
  if (!user) return null;
  return (
    <>
      <InformationBanner />
      <WelcomeCard
        user={user}
        lead={t('start.companyLead')}
        facts={[{ id: 'company', label: t('start.company'), value: user.company_name ?? t('start.noCompany') }]}
      />
      <ProgressBuckets listPath="/company/student/progress" />
    </>
  );
}
