import type { TeacherProfile } from '@manabiya/domain/contracts/teachers';
import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MultilineText } from '../../../components/multiline-text.tsx';

/** Specialities are kept as free text; commas, 「、」 and line breaks separate them. */
export function splitSpecialities(text: string | null): string[] {
  return (text ?? '')
    .split(/[,、，\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function TeacherProfileCard({ teacher }: { teacher: TeacherProfile }) {
  const { t } = useTranslation();
  const specialities = splitSpecialities(teacher.specialities);
  const titleId = `teacher-${teacher.id}-name`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} data-testid="teacher-card" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, height: '100%' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        {teacher.icon_path ? (
          <Avatar src={teacher.icon_path} alt="" sx={{ width: 64, height: 64 }} />
        ) : (
          <Avatar sx={{ width: 64, height: 64, bgcolor: 'primary.main' }}>
            <PersonIcon sx={{ fontSize: 40 }} aria-hidden />
          </Avatar>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3, wordBreak: 'break-word' }}>
            {teacher.name}
          </Typography>
          {teacher.name_kana && (
            <Typography variant="body2" color="text.secondary">
              {teacher.name_kana}
            </Typography>
          )}
        </Box>
      </Box>
      <Typography component="h3" variant="subtitle2" color="text.secondary" sx={{ mt: 2, mb: 0.5 }}>
        {t('teacherProfiles.specialities')}
      </Typography>
      {specialities.length > 0 ? (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}>
          {specialities.map((speciality) => (
            <li key={speciality}>
              <Chip size="small" label={speciality} color="primary" variant="outlined" />
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2">{t('teacherProfiles.none')}</Typography>
      )}
      <Typography component="h3" variant="subtitle2" color="text.secondary" sx={{ mt: 2, mb: 0.5 }}>
        {t('teacherProfiles.introduction')}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        <MultilineText text={teacher.introduction ?? t('teacherProfiles.none')} />
      </Typography>
    </Paper>
  );
}
