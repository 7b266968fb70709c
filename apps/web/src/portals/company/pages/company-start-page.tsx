import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '../../../components/coming-soon-card.tsx';
import { WelcomeCard } from '../../../components/welcome-card.tsx';
import { InformationBanner } from '../../../features/informations/components/information-banner.tsx';
import { useSignedInUser } from '../../../lib/auth-store.ts';

/** /company: the user and their company; the dashboard widgets come with their issue. */
export default function CompanyStartPage() {
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
      <ComingSoonCard text={t('start.comingSoon')} />
    </>
  );
}
