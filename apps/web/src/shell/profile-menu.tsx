import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import type { Area } from '@manabiya/domain/enums/account-type';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import Check from '@mui/icons-material/Check';
import Logout from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGES, changeLanguage, type Language } from '../lib/i18n.ts';

export const STUDENT_MY_PAGE_PATH = '/student/mypage';

export function UserAvatar({ user, size }: { user: SignedInUser; size: number }) {
  return user.profile_icon_path ? (
    <Avatar src={user.profile_icon_path} alt="" sx={{ width: size, height: size }} />
  ) : (
    <Avatar sx={{ width: size, height: size, bgcolor: 'primary.main' }}>
      <PersonIcon sx={{ fontSize: size * 0.65 }} />
    </Avatar>
  );
}

interface ProfileMenuProps {
  area: Area;
  user: SignedInUser;
  onLogout: () => void;
  onLanguageChange?: (language: Language) => void;
}

/** The header's account menu (spec §2): icon and name, My Page for students, language, logout. */
export function ProfileMenu({ area, user, onLogout, onLanguageChange }: ProfileMenuProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        data-testid="profile-menu-button"
        aria-label={t('shell.profileMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'profile-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        color="inherit"
        sx={{ gap: 1, px: 1, borderRadius: 6, minWidth: 0 }}
      >
        <UserAvatar user={user} size={34} />
        <Typography
          component="span"
          sx={{ display: { xs: 'none', sm: 'inline' }, maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {user.name}
        </Typography>
      </Button>
      <Menu
        id="profile-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5 }} aria-hidden>
          <UserAvatar user={user} size={40} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {user.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          </Box>
        </Box>
        <Divider />
        {area === 'student' && (
          <MenuItem
            onClick={() => {
              close();
              void navigate(STUDENT_MY_PAGE_PATH);
            }}
          >
            <ListItemIcon>
              <AccountCircleIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('shell.myPage')}</ListItemText>
          </MenuItem>
        )}
        {area === 'student' && <Divider />}
        {LANGUAGES.map((language) => {
          const selected = i18n.resolvedLanguage === language;
          return (
            <MenuItem
              key={language}
              // A plain menuitem: aria-checked is not allowed on it, aria-current marks the choice.
              aria-current={selected ? 'true' : undefined}
              selected={selected}
              lang={language}
              onClick={() => {
                close();
                void changeLanguage(language);
                if (!selected) onLanguageChange?.(language);
              }}
            >
              <ListItemIcon>{selected && <Check fontSize="small" />}</ListItemIcon>
              <ListItemText>{t(`common.languages.${language}`)}</ListItemText>
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('shell.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
