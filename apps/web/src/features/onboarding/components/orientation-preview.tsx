import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SafeMarkdown } from '../../../components/markdown/safe-markdown.tsx';

/**
 * The orientation step as a student sees it (its title, the text as rendered Markdown, the start
 * button), for staff to check a draft before saving. The button does nothing here.
 */
export function OrientationPreview({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="orientation-preview" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="p" sx={{ mb: 2, fontWeight: 700 }}>
        {t('onboarding.orientation.title')}
      </Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 3 } }}>
        <SafeMarkdown text={text} />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        {/* Looks like the student's start button; here it is only a picture of it. */}
        <Box component="span" aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2.75, py: 1, borderRadius: 1, fontWeight: 500, fontSize: 15 }}>
          {t('onboarding.orientation.start')}
        </Box>
      </Box>
    </Box>
  );
}
