import { MOVIE_SNIFF_BYTES, MovieUploadFields, sniffMovieType } from '@manabiya/domain/contracts/movies';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogFrame } from '../../../components/form/form-dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { useContractMessage } from '../../../lib/use-contract-message.ts';
import { movieUploadRulesQuery, useUploadMovie, type UploadProgress } from '../api/movie-admin-api.ts';
import { formatClock, formatMegabytes } from '../lib/format-clock.ts';

/** The file's type by its first bytes, as the server decides it (undefined: not MP4 or WebM). */
async function typeOf(file: File) {
  return sniffMovieType(new Uint8Array(await file.slice(0, MOVIE_SNIFF_BYTES).arrayBuffer()));
}

/**
 * Uploads a movie: a file checked here first (its bytes and size, as the server will), an optional
 * title and description, and a progress bar fed by the upload's own progress events. Cancel stops
 * the upload; the server keeps nothing of it.
 */
export function MovieUploadDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('movies');
  const showSnackbar = useSnackbar();
  const contractMessage = useContractMessage();
  const titleId = useId();
  const inputId = useId();
  const rules = useQuery(movieUploadRulesQuery());
  const upload = useUploadMovie();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const maxBytes = rules.data?.max_bytes;
  const pick = async (picked: File | undefined) => {
    setFileError(null);
    setFile(null);
    if (!picked) return;
    if (!(await typeOf(picked))) return setFileError(t('movies.upload.wrongType'));
    if (maxBytes !== undefined && picked.size > maxBytes) return setFileError(t('movies.upload.tooLarge', { max: formatMegabytes(maxBytes) }));
    setFile(picked);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError(t('movies.upload.chooseFile'));
    const checked = MovieUploadFields.safeParse({ title, description });
    if (!checked.success) {
      return setFieldErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    }
    setFieldErrors({});
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ loaded: 0, total: file.size });
    upload.mutate(
      { file, title, description, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: (movie) => {
          showSnackbar(t('movies.upload.done', { title: movie.title, duration: formatClock(movie.duration_seconds) }));
          onClose();
        },
        onError: () => setProgress(null),
      },
    );
  };

  const cancel = () => {
    abort.current?.abort();
    onClose();
  };
  const sending = upload.isPending;
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  const uploadError = upload.error && !(upload.error instanceof DOMException) ? upload.error : null;

  return (
    <FormDialogFrame titleId={titleId} onSubmit={submit} onClose={onClose} busy={sending}>
      <DialogTitle id={titleId}>{t('movies.upload.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {uploadError && <ErrorMessage error={uploadError} />}
          <Box>
            <Button component="label" htmlFor={inputId} variant="outlined" disabled={sending}>
              {t('movies.upload.chooseFile')}
            </Button>
            <input
              id={inputId}
              type="file"
              accept="video/mp4,video/webm,.mp4,.webm"
              hidden
              disabled={sending}
              onChange={(event) => void pick(event.target.files?.[0])}
              aria-label={t('movies.upload.chooseFile')}
              data-testid="movie-file-input"
            />
            <FormHelperText error={fileError !== null} data-testid="movie-file-help">
              {fileError ?? (file ? `${file.name}（${formatMegabytes(file.size)}）` : t('movies.upload.hint', { max: maxBytes ? formatMegabytes(maxBytes) : '…' }))}
            </FormHelperText>
          </Box>
          <TextField
            label={t('movies.fields.title')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            helperText={contractMessage(fieldErrors.title) ?? t('movies.upload.titleHint')}
            error={fieldErrors.title !== undefined}
            disabled={sending}
            autoComplete="off"
          />
          <TextField
            label={t('movies.fields.description')}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            helperText={contractMessage(fieldErrors.description)}
            error={fieldErrors.description !== undefined}
            disabled={sending}
            multiline
            minRows={2}
          />
          {progress && (
            <Box>
              <LinearProgress variant="determinate" value={percent} aria-label={t('movies.upload.progressAria')} data-testid="movie-upload-progress" />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, fontVariantNumeric: 'tabular-nums' }}>
                {percent < 100
                  ? t('movies.upload.progress', { percent, loaded: formatMegabytes(progress.loaded), total: formatMegabytes(progress.total) })
                  : t('movies.upload.processing')}
              </Typography>
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>{sending ? t('movies.upload.cancelUpload') : t('movies.upload.close')}</Button>
        <Button type="submit" variant="contained" disabled={sending} data-testid="form-submit">
          {t('movies.upload.submit')}
        </Button>
      </DialogActions>
    </FormDialogFrame>
  );
}
