import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { readDisplayHour, useDateFormat } from '../lib/format-date.ts';

export interface WelcomeFact {
  /** Stable name for tests (`welcome-role`), independent of the language. */
  id: string;
  label: string;
  value: string;
}

interface WelcomeCardProps {
  user: SignedInUser;
  lead: string;
  facts: readonly WelcomeFact[];
}

function selectGreetingKey(hour: number) {
  if (hour >= 4 && hour < 11) return 'start.greetingMorning' as const;
  if (hour >= 11 && hour < 18) return 'start.greetingDay' as const;
  return 'start.greetingEvening' as const;
}

/** The greeting at the top of each portal's start page. */
export function WelcomeCard({ user, lead, facts }: WelcomeCardProps) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const now = new Date();
  return (
    <Paper
      elevation={0}
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        p: { xs: 2.5, sm: 4 },
        borderRadius: 3,
        color: 'primary.contrastText',
        background: `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
      })}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          right: -60,
          top: -60,
          width: 220,
          height: 220,
          borderRadius: '50%',
          bgcolor: 'rgba(255,255,255,0.08)',
        }}
      />
      <Box sx={{ position: 'relative', display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, gap: { xs: 2, sm: 3 }, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Avatar
          src={user.profile_icon_path ?? undefined}
          alt=""
          sx={{ width: 72, height: 72, bgcolor: 'rgba(255,255,255,0.2)', border: '2px solid rgba(255,255,255,0.6)' }}
        >
          <PersonIcon sx={{ fontSize: 44 }} />
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ opacity: 0.9 }}>
            {t(selectGreetingKey(readDisplayHour(now)))} · {dates.date(now)}
          </Typography>
          <Typography component="h2" variant="h4" sx={{ fontWeight: 700, my: 0.5, fontSize: { xs: 24, sm: 32 }, wordBreak: 'break-word' }}>
            {t('start.welcome', { name: user.name })}
          </Typography>
          <Typography sx={{ opacity: 0.9 }}>{lead}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            {facts.map((fact) => (
              <Chip
                key={fact.id}
                label={
                  <>
                    <Box component="span" sx={{ opacity: 0.85 }}>
                      {fact.label}:
                    </Box>{' '}
                    <Box component="span" sx={{ fontWeight: 700 }} data-testid={`welcome-${fact.id}`}>
                      {fact.value}
                    </Box>
                  </>
                }
                sx={{ bgcolor: 'rgba(255,255,255,0.16)', color: 'inherit', height: 'auto', py: 0.75, '& .MuiChip-label': { whiteSpace: 'normal' } }}
              />
            ))}
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
