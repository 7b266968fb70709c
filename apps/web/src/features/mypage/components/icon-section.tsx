import { ICON_MAX_BYTES, type MypageProfile } from '@manabiya/domain/contracts/mypage';
import DeleteIcon from '@mui/icons-material/Delete';
import PersonIcon from '@mui/icons-material/Person';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../components/titled-section.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { useRemoveMypageIcon, useUploadMypageIcon } from '../api/mypage-api.ts';

const ICON_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** The courtesy check before uploading; the server checks the bytes and the size again. */
export function checkIconFile(file: File): 'type' | 'size' | null {
  if (!ICON_TYPES.includes(file.type)) return 'type';
  if (file.size > ICON_MAX_BYTES) return 'size';
  return null;
}

function UploadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isApiError(error) && (error.status === 413 || error.status === 415)) {
    return (
      <Alert severity="error" role="alert" sx={{ mt: 2 }}>
        {error.status === 413 ? t('mypage.icon.tooLarge') : t('mypage.icon.wrongType')}
      </Alert>
    );
  }
  return <ErrorMessage error={error} sx={{ mt: 2 }} />;
}

/** The profile icon: pick an image, see it, upload it; or remove the current one. */
export function IconSection({ profile }: { profile: MypageProfile }) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const showSnackbar = useSnackbar();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [localError, setLocalError] = useState<'type' | 'size' | null>(null);

  // The preview's object URL, released when replaced or when the page closes.
  const previewRef = useRef<string | null>(null);
  useEffect(() => () => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
  }, []);
  const showPreview = (url: string | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = url;
    setPreview(url);
  };

  const upload = useUploadMypageIcon();
  const remove = useRemoveMypageIcon();
  const uploadChoice = (chosen: File) =>
    upload.mutate(chosen, {
      onSuccess: () => {
        clearChoice();
        showSnackbar(t('mypage.icon.uploaded'));
      },
    });
  const removeIcon = () => remove.mutate(undefined, { onSuccess: () => showSnackbar(t('mypage.icon.removed')) });

  function clearChoice() {
    setFile(null);
    showPreview(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  const choose = (chosen: File | undefined) => {
    upload.reset();
    remove.reset();
    if (!chosen) return;
    const problem = checkIconFile(chosen);
    setLocalError(problem);
    if (problem) {
      clearChoice();
      return;
    }
    setFile(chosen);
    showPreview(URL.createObjectURL(chosen));
  };

  const shown = preview ?? profile.profile_icon_path;
  const busy = upload.isPending || remove.isPending;
  return (
    <TitledSection titleId="mypage-icon-title" title={t('mypage.icon.title')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
        {shown ? (
          <Avatar src={shown} alt={preview ? t('mypage.icon.preview') : t('mypage.icon.current')} sx={{ width: 96, height: 96 }} data-testid="mypage-icon" />
        ) : (
          <Avatar sx={{ width: 96, height: 96, bgcolor: 'primary.main' }} data-testid="mypage-icon">
            <PersonIcon sx={{ fontSize: 60 }} aria-hidden />
          </Avatar>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={ICON_TYPES.join(',')}
            hidden
            data-testid="mypage-icon-input"
            onChange={(event) => choose(event.target.files?.[0])}
          />
          {file ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" loading={upload.isPending} onClick={() => uploadChoice(file)}>
                {t('mypage.icon.upload')}
              </Button>
              <Button onClick={clearChoice} disabled={busy}>
                {t('form.cancel')}
              </Button>
            </Box>
          ) : (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<PhotoCameraIcon />} disabled={busy}>
                {t('mypage.icon.choose')}
              </Button>
              {profile.profile_icon_path && (
                <Button color="error" startIcon={<DeleteIcon />} loading={remove.isPending} onClick={removeIcon}>
                  {t('mypage.icon.remove')}
                </Button>
              )}
            </Box>
          )}
          <Typography variant="body2" color="text.secondary">
            {file ? t('mypage.icon.previewHint', { name: file.name }) : t('mypage.icon.hint')}
          </Typography>
        </Box>
      </Box>
      {localError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {localError === 'size' ? t('mypage.icon.tooLarge') : t('mypage.icon.wrongType')}
        </Alert>
      )}
      {upload.error && <UploadError error={upload.error} />}
      {remove.error && <ErrorMessage error={remove.error} sx={{ mt: 2 }} />}
    </TitledSection>
  );
}
