import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, changeLanguage, isLanguage } from '../lib/i18n.ts';

/** The ja/en switch of the public pages; each option is written in its own language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={i18n.resolvedLanguage}
      aria-label={t('common.languageSwitch')}
      onChange={(_event, value: unknown) => {
        if (isLanguage(value)) void changeLanguage(value);
      }}
      sx={{ bgcolor: 'background.paper' }}
    >
      {LANGUAGES.map((language) => (
        <ToggleButton key={language} value={language} lang={language} sx={{ px: 1.5, py: 0.25 }}>
          {t(`common.languages.${language}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
