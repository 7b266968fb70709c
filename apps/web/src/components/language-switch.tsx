import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, changeLanguage } from '../lib/i18n.ts';

/**
 * The ja/en switch of the public pages; each option is written in its own language. Two pressed /
 * not-pressed buttons drawn like MUI's small toggle button group, without its roving-focus code,
 * which the login page would otherwise load.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Box
      role="group"
      aria-label={t('common.languageSwitch')}
      sx={{ display: 'inline-flex', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    >
      {LANGUAGES.map((language, index) => {
        const selected = language === i18n.resolvedLanguage;
        return (
          <ButtonBase
            key={language}
            lang={language}
            aria-pressed={selected}
            onClick={() => {
              if (!selected) void changeLanguage(language);
            }}
            sx={(theme) => ({
              px: 1.5,
              py: 0.25,
              minHeight: 24,
              ...theme.typography.button,
              fontSize: theme.typography.pxToRem(13),
              lineHeight: 1.75,
              color: selected ? 'text.primary' : 'text.secondary',
              bgcolor: selected ? 'action.selected' : 'transparent',
              borderLeft: index > 0 ? 1 : 0,
              borderColor: 'divider',
              '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
              '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
            })}
          >
            {t(`common.languages.${language}`)}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
